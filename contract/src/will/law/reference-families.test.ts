import { describe, expect, it } from 'vitest';
import { evaluateRules } from '../rules/registry.ts';
import type { Legado, TestamentContent } from '../testament-content.ts';
import { derive } from './derive.ts';
import { describeLegitima } from './explain.ts';
import { legalSuccession } from './heirs.ts';
import {
  all,
  child,
  FAMILIES,
  familyWill,
  REFERENCE_TODAY,
  spouse,
  type People,
} from './reference-families.ts';

const today = REFERENCE_TODAY;
const will = familyWill;

/** Each heir's legítima as "a/b". */
function quotas(content: TestamentContent): Record<string, string> {
  return Object.fromEntries(
    (derive(content, today).legitimaPorHerdeiro ?? []).map((q) => [
      q.pessoaId,
      `${q.fracao.numerador}/${q.fracao.denominador}`,
    ]),
  );
}

function legitimaVerdict(content: TestamentContent) {
  return evaluateRules(content, { today, only: ['LEGITIMA_HERDEIRO'] });
}

describe('reference families (LEGAL-BR §2)', () => {
  it('married, comunhão parcial with bens particulares, 2 children: a sixth each; 100% to the wife leaves the children nothing', () => {
    const { people } = FAMILIES.parcialComParticulares;
    const familia = {
      conjuge: spouse('p1', 'comunhao_parcial', { temBensParticulares: true }),
      descendentes: [child('p2'), child('p3')],
    };
    const c = will(people, familia, { heranca: [all('p1')] });
    expect(quotas(c)).toEqual({ p1: '1/6', p2: '1/6', p3: '1/6' });
    const [r] = legitimaVerdict(c);
    expect(r?.severidade).toBe('erro');
    expect(r?.mensagem).toContain(
      'Ana Clara Mendes não receberia nada; a lei garante a ela 1/6 do que você tiver.',
    );
    expect(r?.mensagem).toContain(
      'Pedro Henrique Mendes não receberia nada; a lei garante a ele 1/6',
    );
    expect(r?.mensagem).not.toContain('Maria Helena');
    // Without bens particulares the wife does not concur (1.829 I): a half to each child.
    const semParticulares = will(people, {
      ...familia,
      conjuge: spouse('p1', 'comunhao_parcial', { temBensParticulares: false }),
    });
    expect(quotas(semParticulares)).toEqual({ p2: '1/4', p3: '1/4' });
    // Unknown: she is counted, and the person is told so.
    const unknown = will(people, { ...familia, conjuge: spouse('p1', 'comunhao_parcial') });
    expect(quotas(unknown)).toEqual({ p1: '1/6', p2: '1/6', p3: '1/6' });
    expect(describeLegitima(unknown, today).join(' ')).toMatch(/bens particulares.*contamos/);
    const unknownAll = will(
      people,
      { ...familia, conjuge: spouse('p1', 'comunhao_parcial') },
      {
        heranca: [all('p1')],
      },
    );
    expect(legitimaVerdict(unknownAll)[0]?.mensagem).toMatch(/bens particulares.*contamos/);
    expect(legitimaVerdict(c)[0]?.mensagem).not.toMatch(/contamos/);
  });

  it('comunhão universal, 3 children: the wife has her meação, each child a sixth; 90% to one child invades the others', () => {
    const { people } = FAMILIES.comunhaoUniversal;
    const c = will(
      people,
      {
        conjuge: spouse('p1', 'comunhao_universal'),
        descendentes: [child('p2'), child('p3'), child('p7')],
      },
      { heranca: [{ beneficiarioId: 'p2', percentual: 90, base: 'total' }] },
    );
    expect(quotas(c)).toEqual({ p2: '1/6', p3: '1/6', p7: '1/6' });
    const [r] = legitimaVerdict(c);
    expect(r?.severidade).toBe('erro');
    expect(r?.mensagem).toContain(
      'Carla Lima receberia só 1/30 do que você tiver; a lei garante a ela 1/6',
    );
    expect(r?.mensagem).toContain('Diego Lima receberia só 1/30');
    expect(r?.mensagem).not.toContain('Bruno');
    // The whole disponível to one child is fine (1.849).
    const fair = will(
      people,
      {
        conjuge: spouse('p1', 'comunhao_universal'),
        descendentes: [child('p2'), child('p3'), child('p7')],
      },
      { heranca: [{ beneficiarioId: 'p2', percentual: 100, base: 'disponivel' }] },
    );
    expect(legitimaVerdict(fair)).toEqual([]);
  });

  it('separação convencional: the wife concurs; with 4 children of hers she keeps a quarter (1.832)', () => {
    const { people } = FAMILIES.separacaoConvencional;
    const one = will(people, {
      conjuge: spouse('p1', 'separacao_convencional'),
      descendentes: [child('p2')],
    });
    expect(quotas(one)).toEqual({ p1: '1/4', p2: '1/4' });
    const four = will(
      people,
      {
        conjuge: spouse('p1', 'separacao_convencional'),
        descendentes: [child('p2'), child('p3'), child('p7'), child('p8')],
      },
      { heranca: [{ beneficiarioId: 'p9', percentual: 100, base: 'disponivel' }] },
    );
    expect(quotas(four)).toEqual({ p1: '1/8', p2: '3/32', p3: '3/32', p7: '3/32', p8: '3/32' });
    expect(legitimaVerdict(four)).toEqual([]);
    // One child of another relationship: no quarter reserved, equal heads (1/5 each).
    const mixed = will(people, {
      conjuge: spouse('p1', 'separacao_convencional'),
      descendentes: [
        child('p2', { outroGenitor: 'Paula Souza' }),
        child('p3'),
        child('p7'),
        child('p8'),
      ],
    });
    expect(quotas(mixed)).toEqual({ p1: '1/10', p2: '1/10', p3: '1/10', p7: '1/10', p8: '1/10' });
  });

  it('união estável with living parents: a third each, flagged; 50% companion + 50% sister leaves the parents nothing', () => {
    const { people } = FAMILIES.uniaoEstavelComPais;
    const c = will(
      people,
      {
        conjuge: { pessoaId: 'p1', tipo: 'uniao_estavel', regimeBens: 'comunhao_parcial' },
        ascendentes: [
          { pessoaId: 'p2', grau: 'pai' },
          { pessoaId: 'p3', grau: 'mae' },
        ],
      },
      {
        heranca: [
          { beneficiarioId: 'p1', percentual: 50, base: 'total' },
          { beneficiarioId: 'p7', percentual: 50, base: 'total' },
        ],
      },
    );
    expect(quotas(c)).toEqual({ p1: '1/6', p2: '1/6', p3: '1/6' });
    expect(legalSuccession(c, today).notas).toContain('companheiro_disputado');
    const results = evaluateRules(c, { today });
    expect(results.find((r) => r.code === 'COMPANHEIRO')?.severidade).toBe('alerta');
    const [r] = legitimaVerdict(c);
    expect(r?.severidade).toBe('erro');
    expect(r?.mensagem).toContain('Antônio Reis não receberia nada; a lei garante a ele 1/6');
    expect(r?.mensagem).toContain('Beatriz Reis não receberia nada; a lei garante a ela 1/6');
    // With one parent only, the companion takes half (1.837).
    const oneParent = will(people, {
      conjuge: { pessoaId: 'p1', tipo: 'uniao_estavel', regimeBens: 'comunhao_parcial' },
      ascendentes: [{ pessoaId: 'p3', grau: 'mae' }],
    });
    expect(quotas(oneParent)).toEqual({ p1: '1/4', p3: '1/4' });
  });

  it('widower with a living son and a predeceased daughter’s 2 grandchildren: per stirpes; everything to the son invades them', () => {
    const { people } = FAMILIES.viuvaComNetos;
    const familia = {
      descendentes: [
        child('p2'),
        child('p3', { vivo: false }),
        { pessoaId: 'p7', grau: 'neto' as const, vivo: true, menor: true, filhoDeId: 'p3' },
        { pessoaId: 'p8', grau: 'neto' as const, vivo: true, menor: false, filhoDeId: 'p3' },
        // A predeceased child without descendants drops out.
        child('p9', { vivo: false }),
      ],
    };
    const c = will(people, familia, { heranca: [all('p2')] });
    expect(quotas(c)).toEqual({ p2: '1/4', p7: '1/8', p8: '1/8' });
    const heirs = legalSuccession(c, today).herdeiros;
    expect(heirs.find((h) => h.pessoaId === 'p7')?.representa).toBe('p3');
    const [r] = legitimaVerdict(c);
    expect(r?.mensagem).toContain('Rui Nunes Alves não receberia nada; a lei garante a ele 1/8');
    expect(r?.mensagem).toContain('Sara Nunes Alves não receberia nada; a lei garante a ela 1/8');
    expect(r?.mensagem).not.toContain('Otávio');
  });

  it('divorced with a daughter and a son: everything to the daughter leaves the son nothing', () => {
    const { people } = FAMILIES.divorciadoComFilhos;
    const c = will(people, { descendentes: [child('p2'), child('p3')] }, { heranca: [all('p2')] });
    expect(quotas(c)).toEqual({ p2: '1/4', p3: '1/4' });
    expect(legitimaVerdict(c)[0]?.mensagem).toContain(
      'Diego Souza não receberia nada; a lei garante a ele 1/4 do que você tiver.',
    );
  });

  it('single with a living grandmother: she is owed half; legados over the disponível invade it', () => {
    const { people } = FAMILIES.solteiraComAvo;
    const familia = {
      ascendentes: [{ pessoaId: 'p2', grau: 'avo' as const, linha: 'materna' as const }],
    };
    const gifts: Legado[] = [
      { beneficiarioId: 'p7', descricao: 'o apartamento da Rua A', tipo: 'imovel', valor: 200000 },
      { beneficiarioId: 'p7', descricao: 'o carro', tipo: 'veiculo', valor: 50000 },
    ];
    const c = will(people, familia, { legados: gifts, patrimonioEstimado: 400000 });
    expect(quotas(c)).toEqual({ p2: '1/2' });
    const [r] = legitimaVerdict(c);
    expect(r?.mensagem).toContain(
      'Zilda Moraes receberia só 3/8 do que você tiver; a lei garante a ela 1/2',
    );
    expect(r?.mensagem).toContain('depois os legados');
    // Within the disponível they fit.
    const fits = will(people, familia, { legados: gifts, patrimonioEstimado: 600000 });
    expect(legitimaVerdict(fits)).toEqual([]);
    // Without the estate's value the check cannot tell: LEGADO_VALOR asks for it.
    const unknown = will(people, familia, { legados: gifts });
    expect(evaluateRules(unknown, { today, only: ['LEGADO_VALOR'] })[0]?.mensagem).toContain(
      'valor aproximado do seu patrimônio',
    );
    // Grandparents of both lines: half to each line (1.836 §2).
    const lines = will(
      {
        ...people,
        p3: ['Ulisses Moraes', 'avô', 'masculino'],
        p8: ['Vera Dias', 'avó', 'feminino'],
      },
      {
        ascendentes: [
          { pessoaId: 'p2', grau: 'avo', linha: 'materna' },
          { pessoaId: 'p3', grau: 'avo', linha: 'materna' },
          { pessoaId: 'p8', grau: 'avo', linha: 'paterna' },
        ],
      },
    );
    expect(quotas(lines)).toEqual({ p2: '1/8', p3: '1/8', p8: '1/4' });
  });

  it('1968 marriage without a pact declared as comunhão parcial: comunhão universal by law; a gift of common property is only the testator’s part', () => {
    const { people } = FAMILIES.casamento1968;
    const c = will(
      people,
      {
        conjuge: spouse('p1', 'comunhao_parcial', { dataInicio: '1968' }),
        descendentes: [child('p2'), child('p3')],
      },
      {
        legados: [
          {
            beneficiarioId: 'p2',
            descricao: 'a casa de Atibaia',
            tipo: 'imovel',
            valor: 300000,
            bemComum: true,
          },
        ],
        patrimonioEstimado: 1000000,
      },
    );
    expect(quotas(c)).toEqual({ p2: '1/4', p3: '1/4' });
    const results = evaluateRules(c, { today });
    expect(results.find((r) => r.code === 'REGIME_DATA')?.severidade).toBe('erro');
    expect(results.find((r) => r.code === 'LEGADO_COMUM')).toMatchObject({
      severidade: 'alerta',
      artigo: '1.914',
    });
    expect(results.find((r) => r.code === 'LEGITIMA_HERDEIRO')).toBeUndefined();
    // With a pact, the declared regime stands and the wife concurs.
    const pact = will(people, {
      conjuge: spouse('p1', 'comunhao_parcial', {
        dataInicio: '1968-05-04',
        pactoAntenupcial: true,
        temBensParticulares: true,
      }),
      descendentes: [child('p2'), child('p3')],
    });
    expect(quotas(pact)).toEqual({ p1: '1/6', p2: '1/6', p3: '1/6' });
  });

  it('over 70 at the wedding: separação obrigatória, the spouse does not concur with the children', () => {
    const people: People = {
      p1: ['Neide Rocha', 'esposa', 'feminino'],
      p2: ['Jonas Rocha', 'filho', 'masculino'],
    };
    const c = will(people, {
      conjuge: spouse('p1', 'comunhao_parcial', { dataInicio: '2046-01-10' }),
      descendentes: [child('p2')],
    });
    // The example testator was born in 1975: 70 in 2045.
    expect(quotas(c)).toEqual({ p2: '1/2' });
    expect(evaluateRules(c, { today, only: ['REGIME_DATA'] })[0]?.severidade).toBe('alerta');
  });

  it('separated de fato 1 year keeps the spouse; 3 years drops her (1.830)', () => {
    const { people } = FAMILIES.separadoDeFatoUmAno;
    const oneYear = will(
      people,
      { conjuge: spouse('p1', 'separacao_convencional', { separadoDeFatoDesde: '2024-05-01' }) },
      { heranca: [all('p7')] },
    );
    expect(quotas(oneYear)).toEqual({ p1: '1/2' });
    expect(legitimaVerdict(oneYear)[0]?.mensagem).toContain(
      'Kátia Melo não receberia nada; a lei garante a ela 1/2',
    );
    const threeYears = will(
      people,
      { conjuge: spouse('p1', 'separacao_convencional', { separadoDeFatoDesde: '2022-03-01' }) },
      { heranca: [all('p7')] },
    );
    expect(derive(threeYears, today)).toMatchObject({
      herdeirosNecessarios: [],
      haLegitima: false,
      disponivelPercentual: 100,
    });
    expect(legitimaVerdict(threeYears)).toEqual([]);
    // A year alone counts from its end: "since 2023" is not yet 2 years on 10/05/2025.
    const yearOnly = will(people, {
      conjuge: spouse('p1', 'separacao_convencional', { separadoDeFatoDesde: '2023' }),
    });
    expect(quotas(yearOnly)).toEqual({ p1: '1/2' });
  });
});
