import { describe, expect, it } from 'vitest';
import {
  clauseNumber,
  dateInFull,
  feminineOrdinal,
  formatReais,
  joinWithE,
  numberInWords,
  percentInFull,
} from './portuguese-format.ts';

describe('Portuguese formatting for the will', () => {
  it('writes feminine ordinals for clause numbers', () => {
    expect(clauseNumber(1)).toBe('Cláusula Primeira');
    expect(feminineOrdinal(7)).toBe('Sétima');
    expect(feminineOrdinal(10)).toBe('Décima');
    expect(feminineOrdinal(11)).toBe('Décima Primeira');
    expect(feminineOrdinal(20)).toBe('Vigésima');
    expect(feminineOrdinal(23)).toBe('Vigésima Terceira');
    expect(() => feminineOrdinal(0)).toThrow(RangeError);
  });

  it('writes dates in full, with 1º for the first day, without time-zone shifts', () => {
    expect(dateInFull('2026-03-05')).toBe('5 de março de 2026');
    expect(dateInFull('2026-01-01')).toBe('1º de janeiro de 2026');
    expect(dateInFull('2025-12-31')).toBe('31 de dezembro de 2025');
    expect(() => dateInFull('05/03/2026')).toThrow(RangeError);
  });

  it('spells percentages and numbers out', () => {
    expect(numberInWords(0)).toBe('zero');
    expect(numberInWords(16)).toBe('dezesseis');
    expect(numberInWords(99)).toBe('noventa e nove');
    expect(percentInFull(100)).toBe('100% (cem por cento)');
    expect(percentInFull(50)).toBe('50% (cinquenta por cento)');
    expect(percentInFull(1)).toBe('1% (um por cento)');
    expect(percentInFull(33.33)).toBe(
      '33,33% (trinta e três inteiros e trinta e três centésimos por cento)',
    );
    expect(percentInFull(12.5)).toBe('12,5% (doze inteiros e cinco décimos por cento)');
  });

  it('formats money and lists the Brazilian way', () => {
    expect(formatReais(1234.5)).toBe('R$ 1.234,50');
    expect(formatReais(1000000)).toBe('R$ 1.000.000,00');
    expect(joinWithE(['A'])).toBe('A');
    expect(joinWithE(['A', 'B', 'C'])).toBe('A, B e C');
  });
});
