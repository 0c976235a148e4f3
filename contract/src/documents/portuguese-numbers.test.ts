import { describe, expect, it } from 'vitest';
import {
  fractionInFull,
  fractionOfPercent,
  numberInWords,
  reaisInWords,
} from './portuguese-numbers.ts';
import { agreeMarks, nationalityFor, professionFor } from './portuguese-gender.ts';

describe('Portuguese numbers for the will', () => {
  it('spells whole numbers with "e" where Portuguese puts it', () => {
    expect(numberInWords(0)).toBe('zero');
    expect(numberInWords(101)).toBe('cento e um');
    expect(numberInWords(1000)).toBe('mil');
    expect(numberInWords(1500)).toBe('mil e quinhentos');
    expect(numberInWords(1234)).toBe('mil duzentos e trinta e quatro');
    expect(numberInWords(350000)).toBe('trezentos e cinquenta mil');
    expect(numberInWords(1200000)).toBe('um milhão e duzentos mil');
    expect(numberInWords(2345678)).toBe(
      'dois milhões trezentos e quarenta e cinco mil seiscentos e setenta e oito',
    );
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });

  it('spells sums of money in reais and centavos', () => {
    expect(reaisInWords(20000)).toBe('vinte mil reais');
    expect(reaisInWords(1)).toBe('um real');
    expect(reaisInWords(1000000)).toBe('um milhão de reais');
    expect(reaisInWords(1234.5)).toBe('mil duzentos e trinta e quatro reais e cinquenta centavos');
    expect(reaisInWords(0.01)).toBe('um centavo');
  });

  it('writes fractions as a notary does, reduced', () => {
    expect(fractionInFull(1, 3)).toBe('1/3 (um terço)');
    expect(fractionInFull(2, 3)).toBe('2/3 (dois terços)');
    expect(fractionInFull(1, 2)).toBe('1/2 (metade)');
    expect(fractionInFull(2, 6)).toBe('1/3 (um terço)');
    expect(fractionInFull(5, 24)).toBe('5/24 (cinco vinte e quatro avos)');
    expect(fractionInFull(1, 100)).toBe('1/100 (um centésimo)');
  });

  it('recognises the fraction a two-decimal percentage stands for, and leaves round ones alone', () => {
    expect(fractionOfPercent(33.33)).toEqual({ numerador: 1, denominador: 3 });
    expect(fractionOfPercent(33.34)).toEqual({ numerador: 1, denominador: 3 });
    expect(fractionOfPercent(66.67)).toEqual({ numerador: 2, denominador: 3 });
    expect(fractionOfPercent(16.67)).toEqual({ numerador: 1, denominador: 6 });
    expect(fractionOfPercent(25)).toBeUndefined();
    expect(fractionOfPercent(12.5)).toBeUndefined();
    expect(fractionOfPercent(33.5)).toBeUndefined();
    expect(fractionOfPercent(41.37)).toBeUndefined();
  });
});

describe('Portuguese agreement for the will', () => {
  it('resolves "(a)" marks for a known sex and refuses them without one', () => {
    expect(agreeMarks('filho(a)', 'feminino')).toBe('filha');
    expect(agreeMarks('filho(a)', 'masculino')).toBe('filho');
    expect(agreeMarks('tutor(a)', 'feminino')).toBe('tutora');
    expect(agreeMarks('irmão(ã)', 'feminino')).toBe('irmã');
    expect(agreeMarks('filho(a)', undefined)).toBeUndefined();
    expect(agreeMarks('irmã', undefined)).toBe('irmã');
  });

  it('makes nationalities and professions agree, leaving invariable words as typed', () => {
    expect(nationalityFor('brasileiro', 'feminino')).toBe('brasileira');
    expect(nationalityFor('brasileira', 'masculino')).toBe('brasileiro');
    expect(nationalityFor('Portuguesa', 'masculino')).toBe('português');
    expect(nationalityFor('belga', 'masculino')).toBe('belga');
    expect(nationalityFor('brasileiro naturalizado', 'feminino')).toBe('brasileira naturalizada');
    expect(nationalityFor('brasileira naturalizada', 'masculino')).toBe('brasileiro naturalizado');
    expect(professionFor('engenheiro civil', 'feminino')).toBe('engenheira civil');
    expect(professionFor('professor', 'feminino')).toBe('professora');
    expect(professionFor('dentista', 'feminino')).toBe('dentista');
    expect(professionFor('advogado(a)', undefined)).toBeUndefined();
  });
});
