/**
 * What voice dictation leaves in a message: punctuation said as words ("castelo vírgula es",
 * "para a cida ponto") and dates said in words ("sete de março de mil novecentos e cinquenta e
 * sete" → "07/03/1957", "em dois mil e dez"). Written back as punctuation and digits before a
 * message is read.
 */
import { amountsInWords } from './money.ts';
import { DAY_WORDS, MONTHS } from './dates.ts';
import { NUMBER_WORD_PATTERN, NUMBER_WORDS } from './number-words.ts';
import { normalize } from './text.ts';

const PUNCTUATION: ReadonlyArray<[RegExp, string]> = [
  [/\s*\b(?:v[ií]rgula)\b\s*/giu, ', '],
  [/\s*\bdois pontos\b\s*/giu, ': '],
  [/\s*\bponto (?:de )?interroga[cç][aã]o\b\s*/giu, '? '],
  [/\s*\bponto (?:de )?exclama[cç][aã]o\b\s*/giu, '! '],
  [/\s*\bponto final\b\s*/giu, '. '],
  // "ponto" only where a sentence ends: "Rua do Ponto" and "ponto de ônibus" stay.
  [/\s+ponto\s*(?=\n|$)/giu, '.'],
  [/\s+ponto\s+(?=(?:e|é|o|a|eu|meu|minha|ele|ela)\s)/giu, '. '],
];

const NUMBER_WORD = NUMBER_WORD_PATTERN;
/** "de mil novecentos e cinquenta e sete", "em dois mil e dez": a year said after de/em/desde. */
const YEAR = new RegExp(
  `\\b(de|em|desde|ano)\\s+((?:dois\\s+)?mil(?:\\s+e)?(?:\\s+(?:e\\s+)?(?:${NUMBER_WORD}))*)\\b`,
  'giu',
);

/** Words with their accents optional ("tres" or "três", "marco" or "março"). */
const accented = (word: string) => word.replace(/e(?=s$)/, '[eê]').replace(/c(?=o$)/, '[cç]');
const alternation = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(accented)
    .join('|');
/**
 * A whole date said in words: "doze de maio de 1990", "três de junho de noventa e dois" (a year
 * of two numbers, as people say it), "dois de julho de 71" (a year of two digits), written as
 * digits ("12/05/1990", "03/06/92", "02/07/71").
 */
const DATE_IN_WORDS = new RegExp(
  `(?<![\\p{L}\\d])(${alternation(Object.keys(DAY_WORDS))}|\\d{1,2}) de (${alternation(
    Object.keys(MONTHS).filter((m) => m.length > 3),
  )}) de (\\d{4}|\\d{2}|${NUMBER_WORD}(?: e ${NUMBER_WORD})?)(?![\\p{L}\\d])`,
  'giu',
);

function dateInDigits(match: string, day: string, month: string, year: string): string {
  const d = /\d/.test(day) ? Number(day) : DAY_WORDS[normalize(day)];
  const m = MONTHS[normalize(month)];
  const y = /\d/.test(year)
    ? Number(year)
    : normalize(year)
        .split(' e ')
        .reduce((sum, w) => sum + (NUMBER_WORDS[w] ?? NaN), 0);
  // A year in words is two numbers ("noventa e dois"); a four-digit one was written by YEAR.
  const yearOk = /\d/.test(year) ? year.length === 4 || year.length === 2 : y >= 0 && y <= 99;
  if (!d || !m || !yearOk) return match;
  const pad = (n: number | string) => String(n).padStart(2, '0');
  return `${pad(d)}/${pad(m)}/${pad(y)}`;
}

/** The message with dictated punctuation and dates in words written the usual way. */
export function withoutDictation(text: string): string {
  let out = text;
  if (/\bv[ií]rgula\b|\bponto\b/iu.test(out)) {
    for (const [re, mark] of PUNCTUATION) out = out.replace(re, mark);
    out = out.replace(/\s+([,.:?!])/g, '$1').trim();
  }
  out = out.replace(YEAR, (match, before: string, words: string) => {
    const [year] = amountsInWords(words);
    return year !== undefined && year >= 1900 && year <= 2099 ? `${before} ${year}` : match;
  });
  return out.replace(DATE_IN_WORDS, dateInDigits);
}
