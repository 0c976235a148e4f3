import { describe, expect, it } from 'vitest';
import { finalWill, play, type Step } from './conversation-test-helpers.ts';

const ADDRESS = 'Rua das Flores, 123, apto 45, Jardim Paulista, São Paulo/SP, CEP 01415-000';
const WITNESSES_3 = [
  'Roberto Carlos Lima, 987.654.321-00, 20/01/1970',
  'Juliana Pereira Santos, 24681357928, 02/11/1985',
  'Marcos Vinícius Rocha, 135.792.468-28, 14 de julho de 1990',
].join('\n');

/** Identity answers shared by most scripts (8 messages). */
const IDENTITY: Step[] = [
  'sim',
  'carlos alberto mendes',
  '529.982.247-25',
  '15/06/1975',
  'Campinas/SP',
  'engenheiro',
  ADDRESS,
  'nenhuma',
];

/** The single person of the first script, up to the review (everything answered). */
const SINGLE_PERSON_UP_TO_REVIEW: Step[] = [
  ...IDENTITY,
  'não',
  'solteiro',
  'não tenho',
  'não',
  'não',
  '60% para meu amigo João Pedro Alves e 40% para a Associação Amigos do Bem, CNPJ 11.222.333/0001-81',
  'não',
  'no lugar de João Pedro Alves, Marina Alves Costa',
  'não',
  'João Pedro Alves',
  'não',
  'não',
  'não',
  'particular',
  WITNESSES_3,
  'não',
  'sim',
];

/** The same, up to the witnesses given (their relatives not asked yet). */
const UP_TO_WITNESSES = SINGLE_PERSON_UP_TO_REVIEW.slice(0, -2);

function person(will: { pessoas: { id: string; nome: string }[] }, id: string | undefined) {
  return will.pessoas.find((p) => p.id === id);
}

describe('scripted conversations', () => {
  it('a single person with no children leaves everything to a friend and a charity (CNPJ)', () => {
    const { last, allReplies } = play([...SINGLE_PERSON_UP_TO_REVIEW, 'sim']);
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
    const script: Step[] = [
      ...IDENTITY,
      'não',
      'casado',
      'Maria Helena Mendes',
      'comunhao parcial',
      {
        form: 'filhos',
        values: {
          itens: [
            { nome: 'ana clara mendes', dataNascimento: '1999-04-12' },
            { nome: 'Pedro Henrique Mendes', dataNascimento: '30/09/2012' },
          ],
        },
      },
      'sim',
      'nenhum',
      'meu relógio de ouro para o Pedro',
      'o relógio uns 5 mil; tudo uns 800 mil',
      'não, é só meu, herdei do meu pai',
      'não',
      'não',
      'minha irmã Carla Mendes Lima',
      'minha esposa',
      'não',
      'não',
      'particular',
      WITNESSES_3,
      'não',
      'sim',
      'sim',
    ];
    const { last, allReplies, userMessages } = play(script);
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
      descricao: 'meu relógio de ouro',
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
    const { last, allReplies, results } = play([
      ...IDENTITY,
      'não',
      'a gente mora junto faz 10 anos',
      'Fernanda Lopes Ribeiro',
      'não sei',
      'não',
      'não',
      'não',
      'não',
      '50% para minha companheira',
      'não',
      'não',
      'não',
      'pular',
      'pular',
      'particular',
      WITNESSES_3,
      'não',
      'sim',
      'sim',
    ]);
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
    const { last, allReplies } = play([
      ...IDENTITY,
      'não',
      'viúva',
      'Paulo Mendes Souza, 01/02/1970\nRicardo Mendes Souza, falecido',
      'sim, Lucas Mendes Souza e Marina Mendes Souza',
      'um terço para o Paulo, um terço para o Lucas e um terço para a Marina',
      'não',
      'não',
      'não',
      'Paulo',
      'não',
      'não',
      'público',
      'Roberto Carlos Lima, 987.654.321-00, 20/01/1970\nJuliana Pereira Santos, 246.813.579-28, 02/11/1985',
      'não',
      'sim',
      'sim',
    ]);
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

  it('someone with children tries to leave 80% to a friend: refused with the maximum, then 50% accepted', () => {
    const before: Step[] = [...IDENTITY, 'não', 'divorciado', 'Ana Clara Mendes, 12/04/1999'];
    const { state: atShares } = play(before);
    const { results, last } = play([
      ...before,
      '80% para meu amigo Joaquim Souza Filho',
      '50% para meu amigo Joaquim Souza Filho',
      'não',
      'não',
      'não',
      'pular',
      'não',
      'particular',
      WITNESSES_3,
      'não',
      'sim',
      'sim',
    ]);
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

  it('a witness who is also a beneficiary is refused', () => {
    const before: Step[] = [
      ...IDENTITY,
      'não',
      'solteira',
      'não',
      'não',
      'não',
      'tudo para Roberto Carlos Lima',
      'não',
      'não',
      'não',
      'pular',
      'não',
      'particular',
    ];
    const { results, last } = play([
      ...before,
      WITNESSES_3,
      [
        'Fábio Nunes Prado, 314.159.265-90, 03/03/1980',
        'Juliana Pereira Santos, 246.813.579-28, 02/11/1985',
        'Marcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
      ].join('\n'),
      'não',
      'sim',
      'sim',
    ]);
    const refused = results[before.length + 1]!;
    expect(refused.replies.join('\n')).toContain('Roberto Carlos Lima não pode ser testemunha');
    expect(refused.replies.join('\n')).toContain('1.801');
    expect(refused.state.draft.testemunhaIds).toEqual([]);
    const will = finalWill(last);
    const witnesses = will.formalidades.testemunhaIds.map((id) => person(will, id)?.nome);
    expect(witnesses).toEqual([
      'Fábio Nunes Prado',
      'Juliana Pereira Santos',
      'Marcos Vinícius Rocha',
    ]);
    expect(will.disposicoes.heranca[0]).toMatchObject({ percentual: 100, base: 'total' });
  });

  it('a witness who is a beneficiary’s sister: the gift would be void (art. 1.802), so the witness must change', () => {
    const before = UP_TO_WITNESSES;
    const { results, last } = play([
      ...before,
      'sim',
      'a Juliana é irmã do João Pedro',
      'sim',
      'ciente',
      'alterar testemunhas',
      [
        'Roberto Carlos Lima, 987.654.321-00, 20/01/1970',
        'Fábio Nunes Prado, 314.159.265-90, 03/03/1980',
        'Marcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
      ].join('\n'),
      'não',
      'manter',
      'sim',
    ]);
    const asked = results[before.length]!.replies.join('\n');
    expect(asked).toContain('Alguma das testemunhas é cônjuge');
    expect(asked).toContain('(João Pedro Alves e Marina Alves Costa)');
    // "sim" alone is not enough: which witness, and whose relative?
    expect(results[before.length + 1]!.replies.join('\n')).toContain(
      'Diga qual testemunha é parente de quem recebe algo',
    );
    const noted = results[before.length + 2]!.replies.join('\n');
    expect(noted).toContain(
      '❌ Juliana Pereira Santos é parente próximo ou cônjuge de João Pedro Alves',
    );
    expect(noted).toContain('nulo (art. 1.802');
    expect(noted).toContain('alterar testemunhas');
    const review = results[before.length + 3]!.replies.join('\n');
    expect(review).toContain('❌');
    // "ciente" does not make a void gift valid: the document is still refused.
    const stillRefused = results[before.length + 4]!;
    expect(stillRefused.replies.join('\n')).toContain('impedem o documento');
    expect(stillRefused.testamentJson).toBeUndefined();
    const will = finalWill(last);
    const names = will.formalidades.testemunhaIds.map((id) => person(will, id)?.nome);
    expect(names).toEqual(['Roberto Carlos Lima', 'Fábio Nunes Prado', 'Marcos Vinícius Rocha']);
    expect(will.validacoes.find((v) => v.code === 'TESTEM_INTERPOSTA')).toBeUndefined();
  });

  it('new witnesses are asked about their relatives again, from a clean slate', () => {
    const { last, allReplies } = play([
      ...UP_TO_WITNESSES,
      'Juliana é irmã do João',
      'sim',
      'alterar testemunhas',
      'manter',
      [
        'Fábio Nunes Prado, 314.159.265-90, 03/03/1980',
        'Carla Dias Moura, 111.444.777-35, 02/11/1985',
        'Marcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
      ].join('\n'),
      'não',
      'manter',
      'sim',
    ]);
    expect(allReplies.filter((r) => r.includes('Alguma das testemunhas é cônjuge'))).toHaveLength(
      2,
    );
    const will = finalWill(last);
    expect(will.pessoas.some((p) => p.vinculos)).toBe(false);
    expect(will.validacoes.some((v) => v.code === 'TESTEM_INTERPOSTA')).toBe(false);
  });

  it('after a change of who receives something, the witnesses’ relatives are asked about again', () => {
    const single = [...SINGLE_PERSON_UP_TO_REVIEW];
    const { results, allReplies } = play([
      ...single,
      'alterar herança',
      '50% para meu amigo João Pedro Alves e 50% para minha prima Clara Souza Lima',
      'manter',
      'manter',
      'Juliana é prima da Clara',
      'a Juliana é irmã da Clara',
    ]);
    const asked = allReplies.filter((r) => r.includes('Alguma das testemunhas é cônjuge'));
    expect(asked).toHaveLength(2);
    expect(asked[1]).toContain('(João Pedro Alves e Clara Souza Lima)');
    // A cousin is not on the law's list: the answer is asked again, quoting it as typed.
    expect(results.at(-2)!.replies.join('\n')).toContain('Em "Juliana é prima da Clara" faltou');
    expect(results.at(-1)!.replies.join('\n')).toContain(
      'Juliana Pereira Santos é parente próximo ou cônjuge de Clara Souza Lima',
    );
  });

  it('a blind testator is only offered the público minuta', () => {
    const { last, allReplies } = play([
      'sim',
      'Helena Batista Reis',
      '16180339805',
      '5 de março de 1950',
      'Salvador, Bahia',
      'pular',
      'Av. Sete de Setembro, 1000, Centro, Salvador/BA, 40060-001',
      'sou cega',
      'não',
      'solteira',
      'não',
      'não',
      'não',
      'metade para a Associação dos Cegos da Bahia e metade para minha sobrinha Lívia Reis Prado',
      '11.222.333/0001-81',
      'não',
      'não',
      'não',
      'Lívia Reis Prado, com prêmio de 2%',
      'não',
      'não',
      'Roberto Carlos Lima, 987.654.321-00, 20/01/1970\nJuliana Pereira Santos, 246.813.579-28, 02/11/1985',
      'não',
      'sim',
      'sim',
    ]);
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

  it('a user corrects an earlier section from the review, and again after the document is ready', () => {
    const before: Step[] = [
      ...IDENTITY,
      'não',
      'solteiro',
      'não',
      'não',
      'não',
      '100% para a Associação Amigos do Bem, CNPJ 11.222.333/0001-81',
      'não',
      'não',
      'não',
      'pular',
      'não',
      'particular',
      WITNESSES_3,
      'sim',
    ];
    const { results, last, allReplies } = play([
      ...before,
      'alterar endereço',
      'Rua Nova, 45, Centro, Campinas/SP, CEP 13010-000',
      'manter',
      'sim',
      'alterar testemunhas',
      [
        'Fábio Nunes Prado, 314.159.265-90, 03/03/1980',
        'Juliana Pereira Santos, 246.813.579-28, 02/11/1985',
        'Marcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
      ].join('\n'),
      'manter',
      'sim',
    ]);
    const text = allReplies.join('\n');
    expect(text).toContain('Vamos rever "Identificação"');
    expect(text).toContain('Hoje está: Rua das Flores, 123, São Paulo/SP');
    const firstJson = results[before.length + 4]!.testamentJson;
    expect(firstJson?.testador.endereco).toMatchObject({
      logradouro: 'Rua Nova',
      numero: '45',
      cidade: 'Campinas',
      cep: '13010000',
    });
    const will = finalWill(last);
    expect(will.testador.endereco.cidade).toBe('Campinas');
    expect(will.formalidades.cidade).toBe('São Paulo');
    expect(will.formalidades.testemunhaIds.map((id) => person(will, id)?.nome)[0]).toBe(
      'Fábio Nunes Prado',
    );
    expect(will.disposicoes.heranca[0]).toMatchObject({ percentual: 100 });
  });
});

describe('the executor’s prêmio, said with the executor', () => {
  const upToExecutor = SINGLE_PERSON_UP_TO_REVIEW.slice(
    0,
    SINGLE_PERSON_UP_TO_REVIEW.indexOf('João Pedro Alves'),
  );

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
