/**
 * What voice dictation leaves in a message: punctuation said as words ("castelo vírgula es",
 * "para a cida ponto") and dates said in words ("sete de março de mil novecentos e cinquenta e
 * sete", "em dois mil e dez"). Written back as punctuation and digits before a message is read.
 */
import { amountsInWords } from './money.ts';
import { NUMBER_WORD_PATTERN } from './number-words.ts';

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
  // A day said in words before its month ('sete de março de 1957') is read by parsers/dates.ts.
  return out;
}
