import { describe, expect, it } from 'vitest';
import { EXAMPLE_TESTAMENT } from '../example-testament.ts';
import { addYears, latestDayOf } from './dates.ts';
import { add, compare, div, formatFraction, frac, fromPercent, mul, sub, sum } from './fraction.ts';
import { effectiveRegime } from './regime.ts';
import { separadoHaMaisDeDoisAnos } from './spouse.ts';
import { sameName } from './text.ts';

describe('fractions', () => {
  it('stay exact and in lowest terms', () => {
    expect(add(frac(1, 3), frac(1, 6))).toEqual(frac(1, 2));
    expect(sub(frac(1, 2), frac(1, 3))).toEqual({ numerador: 1, denominador: 6 });
    expect(mul(frac(3, 4), frac(1, 2))).toEqual({ numerador: 3, denominador: 8 });
    expect(div(frac(1, 2), frac(3))).toEqual({ numerador: 1, denominador: 6 });
    expect(sum([frac(1, 3), frac(1, 3), frac(1, 3)])).toEqual(frac(1));
    expect(compare(fromPercent(33.33), frac(1, 3))).toBeLessThan(0);
    expect(formatFraction(frac(2, 8))).toBe('1/4');
    expect(formatFraction(frac(4, 4))).toBe('1');
  });
  it('do not overflow with percentages of percentages', () => {
    const x = mul(mul(fromPercent(33.33), fromPercent(66.67)), fromPercent(12.5));
    expect(compare(x, frac(1, 30))).toBeLessThan(0);
  });
});

describe('dates', () => {
  it('a year alone counts from its end; 2 years later is the same day', () => {
    expect(latestDayOf('2023')).toBe('2023-12-31');
    expect(addYears('2024-02-29', 1)).toBe('2025-03-01');
    expect(separadoHaMaisDeDoisAnos('2023-05-09', '2025-05-10')).toBe(true);
    expect(separadoHaMaisDeDoisAnos('2023-05-10', '2025-05-10')).toBe(false);
  });
});

describe('the regime the law applies', () => {
  const withWedding = (dataInicio: string, extra: object = {}) => {
    const c = structuredClone(EXAMPLE_TESTAMENT);
    c.familia.conjuge = { ...c.familia.conjuge!, dataInicio, ...extra };
    return c;
  };
  it('before 26/12/1977 without a pact: comunhão universal; 1977 alone is uncertain', () => {
    expect(effectiveRegime(withWedding('1977-12-25'))).toMatchObject({
      efetivo: 'comunhao_universal',
      motivo: 'anterior_1977',
    });
    expect(effectiveRegime(withWedding('1977-12-26'))?.efetivo).toBe('comunhao_parcial');
    expect(effectiveRegime(withWedding('1977'))).toMatchObject({
      efetivo: 'comunhao_parcial',
      data1977Incerta: true,
    });
    expect(effectiveRegime(withWedding('1970', { pactoAntenupcial: true }))?.efetivo).toBe(
      'comunhao_parcial',
    );
  });
  it('over the age of 1.641 II at the wedding: 60 before 9/12/2010, 70 after', () => {
    // The example testator was born on 15/06/1975.
    expect(effectiveRegime(withWedding('2036-01-01'))?.efetivo).toBe('comunhao_parcial');
    expect(effectiveRegime(withWedding('2046-01-01'))).toMatchObject({
      efetivo: 'separacao_obrigatoria',
      idadeLimite: 70,
    });
    const c = withWedding('2000-01-01');
    c.pessoas.find((p) => p.id === 'p1')!.dataNascimento = '1930-01-01';
    expect(effectiveRegime(c)).toMatchObject({ efetivo: 'separacao_obrigatoria', idadeLimite: 60 });
  });
});

describe('names', () => {
  it('a first name matches the full name; different people do not', () => {
    expect(sameName('Maria', 'Maria Helena Mendes')).toBe(true);
    expect(sameName('maria helena', 'Maria Helena Mendes')).toBe(true);
    expect(sameName('Paula Souza', 'Maria Helena Mendes')).toBe(false);
    expect(sameName('Maria Souza', 'Maria Helena')).toBe(false);
  });
});
