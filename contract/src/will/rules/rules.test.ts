import { describe, expect, it } from 'vitest';
import { EXAMPLE_TESTAMENT } from '../example-testament.ts';
import { derive } from '../law/derive.ts';
import type { RuleCode } from '../rule-result.ts';
import type { TestamentContent } from '../testament-content.ts';
import { RULES, evaluateRules, isBlocking, looksLikeSecret, maxShareForOthers } from './index.ts';

const today = '2025-05-10';
const base: TestamentContent = structuredClone(EXAMPLE_TESTAMENT);

function variant(change: (c: TestamentContent) => void): TestamentContent {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

function codes(content: TestamentContent, code: RuleCode, acknowledged: RuleCode[] = []) {
  return RULES[code](content, { today, acknowledged }).map((r) => r.severidade);
}

const friend = { id: 'p7', tipo: 'fisica' as const, nome: 'Joaquim Amigo Souza', relacao: 'amigo' };

describe('the example will', () => {
  it('has no error; its only alert, acknowledged, asks the value of the watch it gives', () => {
    const results = evaluateRules(base, { today });
    expect(results.filter((r) => r.severidade === 'erro')).toEqual([]);
    expect(results.filter(isBlocking).map((r) => r.code)).toEqual(['LEGADO_VALOR']);
    expect(results.find((r) => r.code === 'LEGADO_VALOR')?.mensagem).toContain('relógio de ouro');
    const acknowledged = evaluateRules(base, { today, acknowledged: ['LEGADO_VALOR'] });
    expect(acknowledged.filter(isBlocking)).toEqual([]);
    expect(acknowledged).toEqual(base.validacoes);
    expect(derive(base, today)).toEqual(base.derivados);
  });
  it('derives the legítima for a married person with children, each heir with a sixth', () => {
    expect(derive(base, today)).toEqual({
      idade: 49,
      herdeirosNecessarios: ['p1', 'p2', 'p3'],
      haLegitima: true,
      disponivelPercentual: 50,
      legitimaPorHerdeiro: ['p1', 'p2', 'p3'].map((pessoaId) => ({
        pessoaId,
        fracao: { numerador: 1, denominador: 6 },
      })),
    });
  });
  it('every result carries article and Portuguese message', () => {
    const c = variant((c) => {
      c.testador.cpf = '52998224724';
      c.familia.testamentosAnteriores = true;
      c.revogacao.tipo = 'nenhuma';
    });
    for (const r of evaluateRules(c, { today })) {
      expect(r.artigo.length).toBeGreaterThan(0);
      expect(r.mensagem).toMatch(/[a-zà-ú]/);
    }
  });
});

describe('each rule', () => {
  it('CAP_IDADE', () => {
    expect(codes(base, 'CAP_IDADE')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.testador.dataNascimento = '2010-01-01')),
        'CAP_IDADE',
      ),
    ).toEqual(['erro']);
    expect(
      codes(
        variant((c) => (c.testador.dataNascimento = '2009-05-10')),
        'CAP_IDADE',
      ),
    ).toEqual([]);
  });
  it('CAP_DISCERNIMENTO', () => {
    expect(codes(base, 'CAP_DISCERNIMENTO')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.testador.capacidade.atoPessoal = false)),
        'CAP_DISCERNIMENTO',
      ),
    ).toEqual(['erro']);
  });
  it('FORMA_CEGO', () => {
    expect(codes(base, 'FORMA_CEGO')).toEqual([]);
    const blind = variant((c) => (c.testador.capacidade.deficienciaVisualTotal = true));
    expect(codes(blind, 'FORMA_CEGO')).toEqual(['erro']);
    blind.formalidades.forma = 'publico';
    expect(codes(blind, 'FORMA_CEGO')).toEqual([]);
  });
  it('TESTEM_QTD', () => {
    expect(codes(base, 'TESTEM_QTD')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.formalidades.testemunhaIds = ['p4', 'p5'])),
        'TESTEM_QTD',
      ),
    ).toEqual(['erro']);
    expect(
      codes(
        variant((c) => (c.formalidades.testemunhaIds = ['p4', 'p4', 'p5'])),
        'TESTEM_QTD',
      ),
    ).toEqual(['erro']);
    const pub = variant((c) => {
      c.formalidades.forma = 'publico';
      c.formalidades.testemunhaIds = ['p4', 'p5'];
    });
    expect(codes(pub, 'TESTEM_QTD')).toEqual([]);
  });
  it('TESTEM_BENEF', () => {
    expect(codes(base, 'TESTEM_BENEF')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.formalidades.testemunhaIds = ['p4', 'p5', 'p3'])),
        'TESTEM_BENEF',
      ),
    ).toEqual(['erro']);
    const paid = variant((c) =>
      c.testamenteiros.push({ pessoaId: 'p4', ordem: 2, premioPercentual: 2, posseBens: false }),
    );
    expect(codes(paid, 'TESTEM_BENEF')).toEqual(['erro']);
    const unpaid = variant((c) =>
      c.testamenteiros.push({ pessoaId: 'p4', ordem: 2, posseBens: false }),
    );
    expect(codes(unpaid, 'TESTEM_BENEF')).toEqual([]);
  });
  it('TESTEM_INTERPOSTA', () => {
    expect(codes(base, 'TESTEM_INTERPOSTA')).toEqual([]);
    const linked = variant((c) => {
      const w = c.pessoas.find((p) => p.id === 'p4')!;
      w.vinculos = [{ tipo: 'irmao', pessoaId: 'p2' }];
    });
    expect(codes(linked, 'TESTEM_INTERPOSTA')).toEqual(['erro']);
    // Void, not a matter of acknowledging (1.802).
    expect(codes(linked, 'TESTEM_INTERPOSTA', ['TESTEM_INTERPOSTA'])).toEqual(['erro']);
  });
  it('TESTEM_IDADE', () => {
    expect(codes(base, 'TESTEM_IDADE')).toEqual([]);
    const teen = variant(
      (c) => (c.pessoas.find((p) => p.id === 'p4')!.dataNascimento = '2008-01-01'),
    );
    expect(codes(teen, 'TESTEM_IDADE')).toEqual(['alerta']);
    const child = variant(
      (c) => (c.pessoas.find((p) => p.id === 'p4')!.dataNascimento = '2012-01-01'),
    );
    expect(codes(child, 'TESTEM_IDADE')).toEqual(['erro']);
  });
  it('TESTEM_TESTADOR', () => {
    expect(codes(base, 'TESTEM_TESTADOR')).toEqual([]);
    const self = variant((c) => (c.pessoas.find((p) => p.id === 'p4')!.cpf = c.testador.cpf));
    expect(codes(self, 'TESTEM_TESTADOR')).toEqual(['erro']);
    const dup = variant((c) => (c.pessoas.find((p) => p.id === 'p5')!.cpf = '98765432100'));
    expect(codes(dup, 'TESTEM_TESTADOR')).toEqual(['erro']);
  });
  it('PCT_SOMA', () => {
    expect(codes(base, 'PCT_SOMA')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.disposicoes.heranca[0]!.percentual = 60)),
        'PCT_SOMA',
      ),
    ).toEqual(['erro']);
  });
  it('PCT_FALTA', () => {
    expect(codes(base, 'PCT_FALTA')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.disposicoes.heranca[0]!.percentual = 20)),
        'PCT_FALTA',
      ),
    ).toEqual(['info']);
    expect(
      codes(
        variant((c) => (c.disposicoes.heranca = [])),
        'PCT_FALTA',
      ),
    ).toEqual(['info']);
  });
  it('LEGITIMA_HERDEIRO refuses 80% to a friend of someone with children, accepts 50%', () => {
    const eighty = variant((c) => {
      c.pessoas.push(friend);
      c.disposicoes.heranca = [{ beneficiarioId: 'p7', percentual: 80, base: 'total' }];
    });
    expect(codes(eighty, 'LEGITIMA_HERDEIRO')).toEqual(['erro']);
    expect(maxShareForOthers(eighty, 'p7')).toBe(50);
    for (const ack of ['LEGITIMA_HERDEIRO', 'DISPONIVEL'] as const) {
      expect(RULES.LEGITIMA_HERDEIRO(eighty, { today, acknowledged: [ack] })[0]).toMatchObject({
        severidade: 'alerta',
        reconhecido: true,
      });
    }
    const fifty = variant((c) => {
      c.pessoas.push(friend);
      c.disposicoes.heranca = [{ beneficiarioId: 'p7', percentual: 50, base: 'total' }];
    });
    expect(codes(fifty, 'LEGITIMA_HERDEIRO')).toEqual([]);
  });
  it('LEGITIMA_HERDEIRO does not apply without necessary heirs', () => {
    const alone = variant((c) => {
      c.familia = {
        conjuge: null,
        descendentes: [],
        ascendentes: [],
        testamentosAnteriores: false,
      };
      c.pessoas.push(friend);
      c.disposicoes.heranca = [{ beneficiarioId: 'p7', percentual: 100, base: 'total' }];
    });
    expect(codes(alone, 'LEGITIMA_HERDEIRO')).toEqual([]);
  });
  it('CLAUS_LEGITIMA', () => {
    expect(codes(base, 'CLAUS_LEGITIMA')).toEqual([]);
    const clause = variant((c) =>
      c.disposicoes.clausulasRestritivas.push({
        tipos: ['inalienabilidade'],
        alcance: 'legitima',
        beneficiarioIds: ['p2'],
      }),
    );
    expect(codes(clause, 'CLAUS_LEGITIMA')).toEqual(['erro']);
    clause.disposicoes.clausulasRestritivas[0]!.justaCausa =
      'proteger o patrimônio de dívidas do herdeiro';
    expect(codes(clause, 'CLAUS_LEGITIMA')).toEqual([]);
    const free = variant((c) =>
      c.disposicoes.clausulasRestritivas.push({
        tipos: ['incomunicabilidade'],
        alcance: 'disponivel',
        beneficiarioIds: ['p2'],
      }),
    );
    expect(codes(free, 'CLAUS_LEGITIMA')).toEqual([]);
  });
  it('TESTAMENTEIRO_POSSE', () => {
    expect(codes(base, 'TESTAMENTEIRO_POSSE')).toEqual([]);
    const posse = variant((c) => (c.testamenteiros[0]!.posseBens = true));
    expect(codes(posse, 'TESTAMENTEIRO_POSSE')).toEqual(['erro']);
    posse.familia = {
      conjuge: null,
      descendentes: [],
      ascendentes: [],
      testamentosAnteriores: false,
    };
    expect(codes(posse, 'TESTAMENTEIRO_POSSE')).toEqual([]);
  });
  it('TUTOR_SEM_MENOR, TUTOR_FALTA and TUTOR_OUTRO_GENITOR', () => {
    const tutorNoMinor = variant((c) => (c.tutela = { tutorIds: ['p1'], outroGenitorVivo: false }));
    expect(codes(tutorNoMinor, 'TUTOR_SEM_MENOR')).toEqual(['alerta']);
    expect(codes(base, 'TUTOR_SEM_MENOR')).toEqual([]);
    const minor = variant((c) => (c.familia.descendentes[1]!.menor = true));
    expect(codes(minor, 'TUTOR_FALTA')).toEqual(['info']);
    expect(codes(base, 'TUTOR_FALTA')).toEqual([]);
    minor.tutela = { tutorIds: ['p4'], outroGenitorVivo: true };
    expect(codes(minor, 'TUTOR_FALTA')).toEqual([]);
    expect(codes(minor, 'TUTOR_OUTRO_GENITOR')).toEqual(['alerta']);
    // The other parent's agreement is not part of this will (1.729 par. ún.): still an alert.
    minor.tutela.outroGenitorConcorda = true;
    expect(codes(minor, 'TUTOR_OUTRO_GENITOR')).toEqual(['alerta']);
    minor.tutela.outroGenitorVivo = false;
    expect(codes(minor, 'TUTOR_OUTRO_GENITOR')).toEqual([]);
  });
  it('RECONHECIMENTO', () => {
    expect(codes(base, 'RECONHECIMENTO')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.naoPatrimoniais.reconhecimentoFilhos = ['p3'])),
        'RECONHECIMENTO',
      ),
    ).toEqual(['info']);
  });
  it('REVOGACAO', () => {
    expect(
      codes(
        variant((c) => (c.familia.testamentosAnteriores = true)),
        'REVOGACAO',
      ),
    ).toEqual([]);
    const keep = variant((c) => {
      c.familia.testamentosAnteriores = true;
      c.revogacao.tipo = 'nenhuma';
    });
    expect(codes(keep, 'REVOGACAO')).toEqual(['alerta']);
    expect(
      evaluateRules(keep, { today, acknowledged: ['REVOGACAO'], only: ['REVOGACAO'] })[0]
        ?.reconhecido,
    ).toBe(true);
  });
  it('COMPANHEIRO', () => {
    expect(codes(base, 'COMPANHEIRO')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.familia.conjuge!.tipo = 'uniao_estavel')),
        'COMPANHEIRO',
      ),
    ).toEqual(['alerta']);
  });
  it('ORGAOS', () => {
    expect(codes(base, 'ORGAOS')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.naoPatrimoniais.doacaoOrgaos = 'Desejo doar meus órgãos.')),
        'ORGAOS',
      ),
    ).toEqual(['info']);
  });
  it('CPF_DV', () => {
    expect(codes(base, 'CPF_DV')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.testador.cpf = '11111111111')),
        'CPF_DV',
      ),
    ).toEqual(['erro']);
    expect(
      codes(
        variant((c) => (c.pessoas[0]!.cpf = '12345678900')),
        'CPF_DV',
      ),
    ).toEqual(['erro']);
  });
  it('CNPJ_DV', () => {
    const org = {
      id: 'p8',
      tipo: 'juridica' as const,
      nome: 'Associação Amigos',
      cnpj: '11222333000181',
    };
    expect(
      codes(
        variant((c) => c.pessoas.push(org)),
        'CNPJ_DV',
      ),
    ).toEqual([]);
    expect(
      codes(
        variant((c) => c.pessoas.push({ ...org, cnpj: '11222333000180' })),
        'CNPJ_DV',
      ),
    ).toEqual(['erro']);
  });
  it('SEM_LACUNAS', () => {
    expect(codes(base, 'SEM_LACUNAS')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.testador.profissao = 'undefined')),
        'SEM_LACUNAS',
      ),
    ).toEqual(['erro']);
    expect(
      codes(
        variant((c) => (c.testador.endereco.bairro = '  ')),
        'SEM_LACUNAS',
      ),
    ).toEqual(['erro']);
    expect(
      codes(
        variant((c) => (c.naoPatrimoniais.funeral = 'no cemitério [NOME]')),
        'SEM_LACUNAS',
      ),
    ).toEqual(['erro']);
  });
  it('SENHAS', () => {
    expect(codes(base, 'SENHAS')).toEqual([]);
    expect(
      codes(
        variant((c) => (c.naoPatrimoniais.ativosDigitais = 'meu e-mail, senha: batata123')),
        'SENHAS',
      ),
    ).toEqual(['alerta']);
    expect(looksLikeSecret('Minha conta joao.silva@gmail.com fica para a Ana')).toBe(false);
    expect(looksLikeSecret('acesso com Xk9#mPq2!z')).toBe(true);
    expect(looksLikeSecret('-----BEGIN RSA PRIVATE KEY-----')).toBe(true);
  });
});
