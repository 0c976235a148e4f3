import { describe, expect, it } from 'vitest';
import { EXAMPLE_TESTAMENT } from '../will/example-testament.ts';
import { findGaps } from './find-gaps.ts';
import { willText } from './will-text.ts';
import type { WillDocument } from './will-document.ts';

function withParagraph(text: string): WillDocument {
  const doc = willText(EXAMPLE_TESTAMENT);
  return {
    ...doc,
    clausulas: [{ numero: 'Cláusula Primeira', titulo: 'Teste', paragrafos: [text] }],
  };
}

describe('findGaps', () => {
  it('finds nothing in a complete will', () => {
    expect(findGaps(willText(EXAMPLE_TESTAMENT))).toEqual([]);
  });

  it.each([
    ['Deixo a undefined o meu carro.', 'undefined'],
    ['Deixo a null o meu carro.', 'null'],
    ['Deixo NaN% da herança.', 'NaN'],
    ['Deixo a [object Object] o carro.', '[object'],
    ['Deixo a ______ o meu carro.', 'lacuna (___)'],
    ['Deixo a [NOME DO HERDEIRO] o carro.', 'marcador [ ]'],
    ['Deixo a {{nome}} o carro.', 'marcador {{ }}'],
    ['Deixo a <nome> o carro.', 'marcador < >'],
    ['Deixo a XXX o carro.', 'XXX'],
    ['   ', 'texto vazio'],
  ])('reports %j', (text, label) => {
    const gaps = findGaps(withParagraph(text));
    expect(gaps.some((gap) => gap.includes(label))).toBe(true);
    expect(gaps[0]).toMatch(/^Cláusula Primeira, parágrafo 1: /);
  });

  it('reports a gap in a signature line', () => {
    const doc = willText(EXAMPLE_TESTAMENT);
    const broken = { ...doc, assinaturas: [{ papel: 'Testador', nome: 'undefined' }] };
    expect(findGaps(broken)).toEqual(['assinatura (Testador): undefined']);
  });
});
