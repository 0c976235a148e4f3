// Formatting helpers for the will's Portuguese legal text. Pure and locale-independent on purpose:
// Intl output differs between Node builds and browsers, and the PDF must be byte-stable.
import { numberInWords } from './portuguese-numbers.ts';

const ORDINAL_UNITS = [
  '',
  'Primeira',
  'Segunda',
  'Terceira',
  'Quarta',
  'Quinta',
  'Sexta',
  'Sétima',
  'Oitava',
  'Nona',
] as const;
const ORDINAL_TENS = [
  '',
  'Décima',
  'Vigésima',
  'Trigésima',
  'Quadragésima',
  'Quinquagésima',
  'Sexagésima',
  'Septuagésima',
  'Octogésima',
  'Nonagésima',
] as const;

/** 1 → "Primeira", 11 → "Décima Primeira", 20 → "Vigésima" (feminine, for "Cláusula"). 1–99. */
export function feminineOrdinal(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new RangeError(`ordinal fora de 1–99: ${n}`);
  const tens = ORDINAL_TENS[Math.floor(n / 10)] ?? '';
  const units = ORDINAL_UNITS[n % 10] ?? '';
  return [tens, units].filter((part) => part !== '').join(' ');
}

/** "Cláusula Primeira", "Cláusula Décima Segunda". */
export function clauseNumber(n: number): string {
  return `Cláusula ${feminineOrdinal(n)}`;
}

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/**
 * "2026-03-05" → "5 de março de 2026"; the first day is "1º" as Brazilian documents write it.
 * Reads the calendar date from the string itself so no time zone can shift the day.
 */
export function dateInFull(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) throw new RangeError(`data inválida: ${isoDate}`);
  const day = Number(match[3]);
  return `${day === 1 ? '1º' : String(day)} de ${month} de ${Number(match[1])}`;
}

export { numberInWords } from './portuguese-numbers.ts';

/**
 * 50 → "50% (cinquenta por cento)"; 33.33 → "33,33% (trinta e três inteiros e trinta e três
 * centésimos por cento)". Legal texts spell out numbers so a typed digit cannot be altered unseen.
 */
export function percentInFull(percent: number): string {
  const hundredths = Math.round(percent * 100);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  if (fraction === 0) return `${whole}% (${numberInWords(whole)} por cento)`;
  const digits = `${whole},${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  const fractionWords =
    fraction % 10 === 0
      ? `${numberInWords(fraction / 10)} ${fraction === 10 ? 'décimo' : 'décimos'}`
      : `${numberInWords(fraction)} ${fraction === 1 ? 'centésimo' : 'centésimos'}`;
  const wholeWords = `${numberInWords(whole)} ${whole === 1 ? 'inteiro' : 'inteiros'}`;
  return `${digits}% (${wholeWords} e ${fractionWords} por cento)`;
}

/** 1234.5 → "R$ 1.234,50", grouped by hand so no Intl build difference can change the text. */
export function formatReais(value: number): string {
  const cents = Math.round(value * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${whole},${String(cents % 100).padStart(2, '0')}`;
}

/** ["A"] → "A"; ["A", "B", "C"] → "A, B e C". */
export function joinWithE(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`;
}

/** Ends a sentence with exactly one period, keeping "!" or "?" the user typed. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
