import { describe, expect, it } from 'vitest';
import { derive } from '../will/law/index.ts';
import { FAMILIES, referenceWill, type ReferenceFamily } from '../will/law/reference-families.ts';
import { evaluateRules } from '../will/rules/registry.ts';
import { TestamentContentSchema, type TestamentContent } from '../will/testament-content.ts';
import { findGaps } from './find-gaps.ts';
import type { WillDocument } from './will-document.ts';
import { willText } from './will-text.ts';

// Issue #17, "done when": the will of each reference family reads as LEGAL-BR §2–§3 says it
// must. The PDF renders exactly willText's paragraphs (server/src/features/documents).

/** The family's will as the server concludes it: derived values and results recomputed. */
function concluded(family: ReferenceFamily): TestamentContent {
  const content = referenceWill(family);
  const today = content.formalidades.data;
  content.derivados = derive(content, today);
  content.validacoes = evaluateRules(content, { today, acknowledged: family.acknowledged });
  expect(TestamentContentSchema.safeParse(content).success).toBe(true);
  return content;
}

function fullText(doc: WillDocument): string {
  return [
    doc.titulo,
    ...doc.preambulo,
    ...doc.clausulas.flatMap((c) => [`${c.numero} — ${c.titulo}`, ...c.paragrafos]),
    doc.fecho.texto,
    ...doc.assinaturas.flatMap((s) => [s.papel, s.nome, s.cpf ?? '', s.endereco ?? '']),
  ].join('\n');
}

function heirsClause(doc: WillDocument): string {
  const found = doc.clausulas.find((c) => c.titulo.startsWith('Dos herdeiros necessários'));
  if (found === undefined) throw new Error('sem a cláusula dos herdeiros necessários');
  return found.paragrafos.join('\n');
}

const RESPECTS = 'Respeito integralmente a legítima';
const REDUCES =
  'serão reduzidas na medida necessária para completar a legítima de cada herdeiro necessário';

interface Expected {
  /** Each necessary heir as the text names them, with their part of the legítima. */
  heirs: string[];
  /** Whether some heir is short-changed (the reduction sentence instead of "Respeito…"). */
  invaded: boolean;
  /** Other sentences the text must hold. */
  says?: string[];
  /** Text the will must not hold. */
  never?: string[];
  testadora?: boolean;
}

const part = (who: string, fraction: string) => `${who}, com ${fraction} da herança`;

const EXPECTED: Record<keyof typeof FAMILIES, Expected> = {
  parcialComParticulares: {
    heirs: [
      part('Maria Helena Mendes (cônjuge)', '1/6 (um sexto)'),
      part('Ana Clara Mendes (filha)', '1/6 (um sexto)'),
      part('Pedro Henrique Mendes (filho)', '1/6 (um sexto)'),
    ],
    invaded: true,
    says: ['decorrente do regime da comunhão parcial de bens'],
  },
  comunhaoUniversal: {
    heirs: [
      part('Bruno Lima (filho)', '1/6 (um sexto)'),
      part('Carla Lima (filha)', '1/6 (um sexto)'),
      part('Diego Lima (filho)', '1/6 (um sexto)'),
    ],
    invaded: false,
    says: [
      'A meação de Rosa Lima, decorrente do regime da comunhão universal de bens',
      'Lego a Carla Lima (filha) a casa de praia em Ubatuba, com valor estimado em R$ 200.000,00 (duzentos mil reais), abrangendo apenas a minha parte (meação), nos termos do art. 1.914 do Código Civil.',
    ],
    // Under comunhão universal the wife does not concur with the children (1.829 I).
    never: ['Rosa Lima (esposa), com'],
  },
  separacaoConvencional: {
    heirs: [
      part('Lúcia Prado (esposa)', '1/8 (um oitavo)'),
      part('Caio Prado (filho)', '3/32 (três trinta e dois avos)'),
      part('Davi Prado (filho)', '3/32 (três trinta e dois avos)'),
      part('Eva Prado (filha)', '3/32 (três trinta e dois avos)'),
      part('Fábio Prado (filho)', '3/32 (três trinta e dois avos)'),
    ],
    invaded: false,
    never: ['A meação de'],
  },
  uniaoEstavelComPais: {
    heirs: [
      part('Júlia Castro (companheira)', '1/6 (um sexto)'),
      part('Antônio Reis (pai)', '1/6 (um sexto)'),
      part('Beatriz Reis (mãe)', '1/6 (um sexto)'),
    ],
    invaded: true,
    says: [
      'vivendo em união estável com Júlia Castro (companheira)',
      'Quanto à minha companheira, Júlia Castro,',
      'Tema 809',
      'é controvertido se o companheiro é herdeiro necessário',
    ],
  },
  viuvaComNetos: {
    heirs: [
      part('Otávio Nunes (filho)', '1/4 (um quarto)'),
      part('Rui Nunes Alves (neto)', '1/8 (um oitavo)'),
      part('Sara Nunes Alves (neta)', '1/8 (um oitavo)'),
    ],
    invaded: true,
    says: [
      'Meus netos Rui Nunes Alves e Sara Nunes Alves herdam por representação de sua mãe, Paula Nunes, pré-morta',
      'viúva',
    ],
    // A predeceased child without descendants is no heir and no branch.
    never: ['Téo Nunes', 'viúvo', 'nascido em'],
    testadora: true,
  },
  divorciadoComFilhos: {
    heirs: [
      part('Bianca Souza (filha)', '1/4 (um quarto)'),
      part('Diego Souza (filho)', '1/4 (um quarto)'),
    ],
    invaded: true,
    says: ['divorciado'],
  },
  solteiraComAvo: {
    heirs: [part('Zilda Moraes (avó)', '1/2 (metade)')],
    invaded: true,
    says: ['solteira', 'os legados, na proporção do seu valor (Código Civil, arts. 1.966 e 1.967)'],
    never: ['solteiro,', 'inscrito'],
    testadora: true,
  },
  casamento1968: {
    heirs: [
      part('Hugo Pires (filho)', '1/4 (um quarto)'),
      part('Iara Pires (filha)', '1/4 (um quarto)'),
    ],
    invaded: false,
    says: [
      'casado com Olga Pires (esposa) desde 1968, sob o regime da comunhão universal de bens',
      'A meação de Olga Pires, decorrente do regime da comunhão universal de bens',
      'a casa de Atibaia, com valor estimado em R$ 300.000,00 (trezentos mil reais), abrangendo apenas a minha parte (meação), nos termos do art. 1.914 do Código Civil',
    ],
    // Declared as comunhão parcial, but before 26/12/1977 without a pact it was universal.
    never: ['comunhão parcial'],
  },
  separadoDeFatoUmAno: {
    heirs: [part('Kátia Melo (esposa)', '1/2 (metade)')],
    invaded: true,
    says: ['de quem estou separado de fato desde 1º de maio de 2024'],
  },
  separadoDeFatoTresAnos: {
    // More than 2 years apart: the wife is no heir (1.830).
    heirs: [],
    invaded: false,
    says: [
      'de quem estou separado de fato desde 1º de março de 2022',
      'Declaro que não tenho herdeiros necessários',
    ],
  },
};

describe('the will of each reference family (LEGAL-BR §2–§3)', () => {
  for (const [key, family] of Object.entries(FAMILIES) as [
    keyof typeof FAMILIES,
    ReferenceFamily,
  ][]) {
    const expected = EXPECTED[key];
    it(`${family.name}: every heir with their part, and the legítima as the dispositions treat it`, () => {
      const content = concluded(family);
      const doc = willText(content, { status: 'concluido', folhas: 2 });
      expect(findGaps(doc)).toEqual([]);
      const text = fullText(doc);
      const heirs = heirsClause(doc);
      for (const heir of expected.heirs) expect(heirs).toContain(heir);
      // No other heir is named with a part.
      expect(heirs.match(/, com \d+\/\d+ \(/g) ?? []).toHaveLength(expected.heirs.length);
      if (expected.heirs.length > 0) {
        expect(heirs.includes(REDUCES)).toBe(expected.invaded);
        expect(heirs.includes(RESPECTS)).toBe(!expected.invaded);
      } else {
        expect(heirs).not.toContain(RESPECTS);
        expect(heirs).not.toContain(REDUCES);
      }
      // The text agrees with the rule results it was built from.
      expect(content.validacoes.some((r) => r.code === 'LEGITIMA_HERDEIRO')).toBe(expected.invaded);
      for (const sentence of expected.says ?? []) expect(text).toContain(sentence);
      for (const wrong of expected.never ?? []) expect(text).not.toContain(wrong);
      // Agreement throughout: no "filho(a)", "o(a)"; no claim of a reserve the will did not make.
      expect(text).not.toMatch(/\p{L}\((?:a|as|ã|sua|o|os)\)/u);
      expect(text).not.toMatch(/reservamos a legítima/i);
      expect(doc.assinaturas[0]?.papel).toBe(expected.testadora ? 'Testadora' : 'Testador');
      expect(text).toContain('Este testamento contém 2 (duas) folhas');
    });
  }
});
