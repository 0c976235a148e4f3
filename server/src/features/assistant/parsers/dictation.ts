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

/** One digit said as a word ("meia" is the six of phone numbers and CPFs). */
const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  um: '1',
  uma: '1',
  dois: '2',
  duas: '2',
  tres: '3',
  quatro: '4',
  cinco: '5',
  seis: '6',
  meia: '6',
  sete: '7',
  oito: '8',
  nove: '9',
};
const DIGIT_WORD = `(?:${Object.keys(DIGIT_WORDS).join('|').replace('tres', 'tr[eê]s')})`;
const DIGIT_MARK = '(?:ponto|tra[cç]o|h[ií]fen|barra)';
/**
 * A number dictated digit by digit, with its marks said as words: "quatro oito dois ponto sete
 * três seis ponto um cinco nove traço dois oito" (a CPF, a CEP, a phone). Five digit words at
 * least, so "dois filhos" or "um dois três" stay words.
 */
const DIGITS_IN_WORDS = new RegExp(
  `(?<![\\p{L}\\d])${DIGIT_WORD}(?:[\\s,]+(?:${DIGIT_MARK}[\\s,]+)?${DIGIT_WORD}){4,}(?![\\p{L}\\d])`,
  'giu',
);
const DIGIT_PIECE = new RegExp(`${DIGIT_WORD}|${DIGIT_MARK}`, 'giu');
const MARKS: Readonly<Record<string, string>> = { ponto: '.', traco: '-', hifen: '-', barra: '/' };

function digitsInDigits(match: string): string {
  return (match.match(DIGIT_PIECE) ?? [])
    .map((piece) => {
      const word = normalize(piece);
      return DIGIT_WORDS[word] ?? MARKS[word] ?? '';
    })
    .join('');
}

/**
 * The number of an address said in words after its label: "número dois mil trezentos e dez",
 * "apartamento trezentos e dois", "cep cinquenta e oito mil e quarenta e cinco zero zero zero".
 */
const LABELED_NUMBER = new RegExp(
  `\\b(n[uú]mero|apartamento|apto|bloco|lote|quadra|cep)\\s+((?:${NUMBER_WORD}|zero|mil)(?:\\s+(?:e\\s+)?(?:${NUMBER_WORD}|zero|mil))*)(?![\\p{L}\\d])`,
  'giu',
);

/** Whether a number word of `value` can go on the number said so far ("trezentos" + "e dez"). */
function fits(sofar: number, value: number): boolean {
  const r = sofar % 1000;
  if (value === 1000) return sofar < 1000;
  if (value >= 100) return r === 0;
  if (value >= 10) return r % 100 === 0;
  return r % 10 === 0 && r % 100 !== 10;
}

/** Numbers said one after another, written as their digits: "trezentos e dois" → "302". */
function spokenDigits(words: string): string | undefined {
  const groups: number[] = [];
  let current: number | undefined;
  for (const word of normalize(words).split(/\s+/)) {
    if (word === 'e') continue;
    const value = word === 'mil' ? 1000 : word === 'zero' ? 0 : NUMBER_WORDS[word];
    if (value === undefined) return undefined;
    if (
      current !== undefined &&
      value > 0 &&
      (current > 0 || value === 1000) &&
      fits(current, value)
    ) {
      current = value === 1000 ? (current || 1) * 1000 : current + value;
    } else {
      if (current !== undefined) groups.push(current);
      current = value;
    }
  }
  if (current !== undefined) groups.push(current);
  return groups.map(String).join('');
}

function labeledNumberInDigits(match: string, label: string, words: string): string {
  const digits = spokenDigits(words);
  if (!digits) return match;
  const cep = /^cep$/i.test(label) && digits.length === 8;
  return `${label} ${cep ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits}`;
}

/**
 * A year corrected as it is said: "10/01/1980 não oitenta e um", "em 12/05/1990, não, 91",
 * "03/04/1970 nao 1971": the date keeps the year said last. A date said to be the right one keeps
 * its year: "a minha data tá errada, é 15/03/1982 não 1981", "ele é de 09/08/2018 nao 2019".
 */
const YEAR_CORRECTED = new RegExp(
  `(?<!(?<![\\p{L}])(?:[eé]h?|era|seria|certo|correto|certa|correta)\\s+(?:(?:de|em|dia)\\s+)?)(?<!\\d)(\\d{2}/\\d{2}/)(\\d{4})[\\s,]+n[aã]o[\\s,]+(?:(?:em|de)\\s+)?(\\d{4}|\\d{2}|${NUMBER_WORD}(?: e ${NUMBER_WORD})?)(?![\\p{L}\\d])`,
  'giu',
);

function correctedYear(match: string, dayMonth: string, said: string, again: string): string {
  if (/^\d{4}$/.test(again)) return `${dayMonth}${again}`;
  const short = /\d/.test(again)
    ? Number(again)
    : normalize(again)
        .split(' e ')
        .reduce((sum, w) => sum + (NUMBER_WORDS[w] ?? NaN), 0);
  const year = Math.floor(Number(said) / 100) * 100 + short;
  // "10/01/1980, não, um dos filhos…": a correction is a year near the one said, never "um".
  if (!(short >= 0 && short <= 99) || Math.abs(year - Number(said)) > 9) return match;
  return `${dayMonth}${year}`;
}

/** The message with dictated punctuation and dates in words written the usual way. */
export function withoutDictation(text: string): string {
  // Digits first: the "ponto" inside a dictated CPF is never the end of a sentence.
  let out = text
    .replace(DIGITS_IN_WORDS, digitsInDigits)
    .replace(LABELED_NUMBER, labeledNumberInDigits);
  if (/\bv[ií]rgula\b|\bponto\b/iu.test(out)) {
    for (const [re, mark] of PUNCTUATION) out = out.replace(re, mark);
    out = out.replace(/\s+([,.:?!])/g, '$1').trim();
  }
  out = out.replace(YEAR, (match, before: string, words: string) => {
    const [year] = amountsInWords(words);
    return year !== undefined && year >= 1900 && year <= 2099 ? `${before} ${year}` : match;
  });
  return out.replace(DATE_IN_WORDS, dateInDigits).replace(YEAR_CORRECTED, correctedYear);
}
