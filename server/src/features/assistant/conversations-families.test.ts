import { describe, expect, it } from 'vitest';
import {
  finalWill,
  person,
  play,
  singlePersonToTheWill,
  singlePersonUntil,
  WITNESSES_3,
} from './conversation-test-helpers.ts';

/** Two witnesses, for the público will. */
const TWO_WITNESSES =
  'Roberto Carlos Lima, 987.654.321-00, 20/01/1970\nJuliana Pereira Santos, 246.813.579-28, 02/11/1985';

describe('whole conversations, one family each, to the will', () => {
  it('a single person with no children leaves everything to a friend and a charity (CNPJ)', () => {
    const { last, allReplies } = play(singlePersonToTheWill());
    const will = finalWill(last);
    expect(allReplies.join('\n')).toContain('não há herdeiros necessários');
    expect(will.testador).toMatchObject({
      nome: 'Carlos Alberto Mendes',
      cpf: '52998224725',
      estadoCivil: 'solteiro',
    });
    expect(will.familia).toMatchObject({
      conjuge: null,
      descendentes: [],
      ascendentes: [],
      testamentosAnteriores: false,
    });
    expect(will.derivados).toMatchObject({
      haLegitima: false,
      disponivelPercentual: 100,
      herdeirosNecessarios: [],
    });
    const [friend, charity] = will.disposicoes.heranca;
    expect(friend).toMatchObject({ percentual: 60, base: 'total' });
    expect(person(will, friend?.beneficiarioId)).toMatchObject({
      nome: 'João Pedro Alves',
      tipo: 'fisica',
      relacao: 'amigo',
    });
    expect(person(will, friend?.substitutoId)?.nome).toBe('Marina Alves Costa');
    expect(charity).toMatchObject({ percentual: 40, base: 'total' });
    expect(person(will, charity?.beneficiarioId)).toMatchObject({
      nome: 'Associação Amigos do Bem',
      tipo: 'juridica',
      cnpj: '11222333000181',
    });
    expect(will.testamenteiros).toEqual([
      { pessoaId: friend?.beneficiarioId, ordem: 1, posseBens: false },
    ]);
    expect(will.tutela).toBeNull();
    expect(will.formalidades).toMatchObject({
      forma: 'particular',
      cidade: 'São Paulo',
      uf: 'SP',
      data: '2025-05-10',
    });
    expect(will.formalidades.testemunhaIds).toHaveLength(3);
    expect(will.revogacao.tipo).toBe('total');
    expect(will.validacoes.filter((v) => v.severidade !== 'info')).toEqual([]);
  });

  it('married in comunhão parcial with two children, one a minor: the tutor is asked (typical family ≤ 40 messages)', () => {
    const { last, allReplies, userMessages } = play(
      singlePersonToTheWill({
        estado_civil: 'casado',
        conjuge_nome: 'Maria Helena Mendes',
        regime: 'comunhao parcial',
        filhos: {
          form: 'filhos',
          values: {
            itens: [
              { nome: 'ana clara mendes', dataNascimento: '1999-04-12' },
              { nome: 'Pedro Henrique Mendes', dataNascimento: '30/09/2012' },
            ],
          },
        },
        bens_particulares: 'sim',
        heranca: 'nenhum',
        legados: 'meu relógio de ouro para o Pedro',
        legados_valor: 'o relógio uns 5 mil; tudo uns 800 mil',
        legados_comum: 'não, é só meu, herdei do meu pai',
        substitutos: 'não',
        tutor: 'minha irmã Carla Mendes Lima',
        testamenteiro: 'minha esposa',
        testemunhas: WITNESSES_3,
      }),
    );
    expect(userMessages).toBeLessThanOrEqual(40);
    const will = finalWill(last);
    const text = allReplies.join('\n');
    expect(text).toContain('Etapa 6 de 10');
    expect(text).toContain('tutor');
    expect(text).toMatch(/legítima/);
    expect(will.testador.estadoCivil).toBe('casado');
    expect(will.familia.conjuge).toMatchObject({
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    });
    expect(person(will, will.familia.conjuge?.pessoaId)?.nome).toBe('Maria Helena Mendes');
    const kids = will.familia.descendentes.map((d) => ({
      nome: person(will, d.pessoaId)?.nome,
      menor: d.menor,
      vivo: d.vivo,
    }));
    expect(kids).toEqual([
      { nome: 'Ana Clara Mendes', menor: false, vivo: true },
      { nome: 'Pedro Henrique Mendes', menor: true, vivo: true },
    ]);
    expect(will.derivados).toMatchObject({ haLegitima: true, disponivelPercentual: 50 });
    expect(will.derivados.herdeirosNecessarios).toHaveLength(3);
    expect(will.disposicoes.heranca).toEqual([]);
    expect(will.disposicoes.legados).toHaveLength(1);
    expect(will.disposicoes.legados[0]).toMatchObject({
      descricao: 'o relógio de ouro',
      tipo: 'objeto',
      valor: 5000,
      bemComum: false,
    });
    expect(will.disposicoes.patrimonioEstimado).toBe(800000);
    expect(will.validacoes.map((v) => v.code)).not.toContain('LEGADO_VALOR');
    expect(person(will, will.disposicoes.legados[0]?.beneficiarioId)?.nome).toBe(
      'Pedro Henrique Mendes',
    );
    expect(will.tutela).toMatchObject({ outroGenitorVivo: true });
    expect(will.tutela?.outroGenitorConcorda).toBeUndefined();
    expect(person(will, will.tutela?.tutorIds[0])?.nome).toBe('Carla Mendes Lima');
    expect(will.testamenteiros[0]?.pessoaId).toBe(will.familia.conjuge?.pessoaId);
    expect(will.validacoes.map((v) => v.code)).toContain('PCT_FALTA');
  });

  it('união estável: the companion alert is shown and must be acknowledged', () => {
    const { last, allReplies, results } = play(
      singlePersonToTheWill({
        estado_civil: 'a gente mora junto faz 10 anos',
        conjuge_nome: 'Fernanda Lopes Ribeiro',
        regime: 'não sei',
        uniao_formalizada: 'não',
        filhos: 'não',
        heranca: '50% para minha companheira',
        substitutos: 'não',
        testamenteiro: 'pular',
        desejos: 'pular',
        testemunhas: WITNESSES_3,
      }),
    );
    const text = allReplies.join('\n');
    expect(text).toContain('Tema 809');
    const review = results[results.length - 2]!.replies.join('\n');
    expect(review).toContain('Há alertas (⚠️)');
    expect(review).toContain('fica registrado que está ciente');
    const will = finalWill(last);
    expect(will.testador.estadoCivil).toBe('uniao_estavel');
    expect(will.familia.conjuge).toMatchObject({
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: false,
    });
    expect(will.derivados.haLegitima).toBe(true);
    expect(will.validacoes.find((v) => v.code === 'COMPANHEIRO')).toMatchObject({
      severidade: 'alerta',
      reconhecido: true,
    });
    expect(will.disposicoes.heranca[0]).toMatchObject({
      beneficiarioId: will.familia.conjuge?.pessoaId,
      percentual: 50,
    });
    expect(will.testamenteiros).toEqual([]);
  });

  it('widowed with grandchildren from a deceased child', () => {
    const { last, allReplies } = play(
      singlePersonToTheWill({
        estado_civil: 'viúva',
        filhos: 'Paulo Mendes Souza, 01/02/1970\nRicardo Mendes Souza, falecido',
        netos: 'sim, Lucas Mendes Souza e Marina Mendes Souza',
        heranca: 'um terço para o Paulo, um terço para o Lucas e um terço para a Marina',
        substitutos: 'não',
        testamenteiro: 'Paulo',
        forma: 'público',
        testemunhas: TWO_WITNESSES,
      }),
    );
    const will = finalWill(last);
    const text = allReplies.join('\n');
    expect(text).toContain('Ricardo Mendes Souza deixou filhos');
    expect(text).not.toContain('Seu pai ou sua mãe');
    expect(will.testador.estadoCivil).toBe('viuvo');
    const byName = (nome: string) => will.pessoas.find((p) => p.nome === nome)!;
    const ricardo = byName('Ricardo Mendes Souza');
    expect(will.familia.descendentes).toEqual([
      { pessoaId: byName('Paulo Mendes Souza').id, grau: 'filho', vivo: true, menor: false },
      { pessoaId: ricardo.id, grau: 'filho', vivo: false, menor: false },
      {
        pessoaId: byName('Lucas Mendes Souza').id,
        grau: 'neto',
        vivo: true,
        menor: false,
        filhoDeId: ricardo.id,
      },
      {
        pessoaId: byName('Marina Mendes Souza').id,
        grau: 'neto',
        vivo: true,
        menor: false,
        filhoDeId: ricardo.id,
      },
    ]);
    expect(will.derivados.herdeirosNecessarios).toEqual([
      byName('Paulo Mendes Souza').id,
      byName('Lucas Mendes Souza').id,
      byName('Marina Mendes Souza').id,
    ]);
    expect(will.disposicoes.heranca.map((h) => h.percentual)).toEqual([33.3333, 33.3333, 33.3333]);
    expect(will.formalidades.forma).toBe('publico');
    expect(will.formalidades.testemunhaIds).toHaveLength(2);
  });

  it('"não, a patricia não deixou fio nenhum, nem casada ela era": a no with talk, no grandchildren', () => {
    for (const netos of [
      'nao, o ricardo nao deixou fio nenhum, nem casado ele era',
      'Não. O Ricardo não teve filhos, coitado, morreu novo.',
    ]) {
      const { state } = play(
        singlePersonUntil('heranca', {
          estado_civil: 'viúva',
          filhos: 'Paulo Mendes Souza, 01/02/1970\nRicardo Mendes Souza, falecido',
          netos,
        }),
      );
      expect(state.current, netos).toBe('heranca');
      expect(
        state.draft.descendentes.some((x) => x.grau === 'neto'),
        netos,
      ).toBe(false);
    }
  });

  it('someone with children tries to leave 80% to a friend: refused with the maximum, then 50% accepted', () => {
    const divorced = {
      estado_civil: 'divorciado',
      filhos: 'Ana Clara Mendes, 12/04/1999',
      heranca: ['80% para meu amigo Joaquim Souza Filho', '50% para meu amigo Joaquim Souza Filho'],
      substitutos: 'não',
      testamenteiro: 'pular',
      testemunhas: WITNESSES_3,
    };
    const before = singlePersonUntil('heranca', divorced);
    const { state: atShares } = play(before);
    const { results, last } = play(singlePersonToTheWill(divorced));
    const refused = results[before.length + 1]!;
    expect(refused.replies.join('\n')).toMatch(/máximo .*50%/);
    expect(refused.replies.join('\n')).toContain('1.846');
    expect(refused.state.draft).toEqual(atShares.draft);
    expect(refused.state.answered).toEqual(atShares.answered);
    const accepted = results[before.length + 2]!;
    expect(accepted.replies[0]).toContain('Anotei: 50% para Joaquim Souza Filho');
    const will = finalWill(last);
    expect(will.disposicoes.heranca).toHaveLength(1);
    expect(will.disposicoes.heranca[0]).toMatchObject({ percentual: 50, base: 'total' });
    expect(will.validacoes.some((v) => v.code === 'LEGITIMA_HERDEIRO')).toBe(false);
  });

  it('a blind testator is only offered the público minuta', () => {
    const { last, allReplies } = play(
      singlePersonToTheWill({
        nome: 'Helena Batista Reis',
        cpf: '16180339805',
        nascimento: '5 de março de 1950',
        naturalidade: 'Salvador, Bahia',
        profissao: 'pular',
        endereco: 'Av. Sete de Setembro, 1000, Centro, Salvador/BA, 40060-001',
        capacidade: 'sou cega',
        estado_civil: 'solteira',
        filhos: 'não',
        heranca:
          'metade para a Associação dos Cegos da Bahia e metade para minha sobrinha Lívia Reis Prado',
        cnpj: '11.222.333/0001-81',
        substitutos: 'não',
        testamenteiro: 'Lívia Reis Prado, com prêmio de 2%',
        testemunhas: TWO_WITNESSES,
      }),
    );
    const text = allReplies.join('\n');
    expect(text).toContain('só permite o testamento público');
    expect(text).not.toContain('Como prefere fazer o testamento');
    expect(text).toContain('Agora as 2 testemunhas');
    const will = finalWill(last);
    expect(will.testador.capacidade).toMatchObject({
      deficienciaVisualTotal: true,
      sabeLer: true,
      podeAssinar: true,
    });
    expect(will.testador.profissao).toBeUndefined();
    expect(will.testador.naturalidade).toBe('Salvador/BA');
    expect(will.formalidades).toMatchObject({ forma: 'publico', cidade: 'Salvador', uf: 'BA' });
    expect(will.testamenteiros[0]).toMatchObject({ premioPercentual: 2, posseBens: false });
    const charity = will.pessoas.find((p) => p.tipo === 'juridica');
    expect(charity).toMatchObject({
      nome: 'Associação dos Cegos da Bahia',
      cnpj: '11222333000181',
    });
    expect(will.validacoes.some((v) => v.code === 'FORMA_CEGO')).toBe(false);
  });
});

describe('the executor’s prêmio, said with the executor', () => {
  const upToExecutor = singlePersonUntil('testamenteiro');

  it('is not asked when not said, kept when said with its percentage, and asked when its percentage is missing', () => {
    const plain = play([...upToExecutor, 'João Pedro Alves']);
    expect(plain.state.current).not.toBe('testamenteiro_premio');
    expect(plain.state.draft.testamenteiros[0]?.premioPercentual).toBeUndefined();
    const said = play([...upToExecutor, 'João Pedro Alves, com prêmio de 3%']);
    expect(said.state.draft.testamenteiros[0]).toMatchObject({ premioPercentual: 3 });
    expect(said.state.current).not.toBe('testamenteiro_premio');
    const wanted = play([...upToExecutor, 'João Pedro Alves, e quero pagar um prêmio']);
    expect(wanted.state.current).toBe('testamenteiro_premio');
    const answered = play([...upToExecutor, 'João Pedro Alves, e quero pagar um prêmio', '2%']);
    expect(answered.state.draft.testamenteiros[0]).toMatchObject({ premioPercentual: 2 });
  });
});
