import { numberWordsBetween } from './number-words.ts';
import { normalize } from './text.ts';

/** Months in words, normalized (no accents), and their short forms. */
export const MONTHS: Readonly<Record<string, number>> = {
  janeiro: 1,
  jan: 1,
  fevereiro: 2,
  fev: 2,
  marco: 3,
  mar: 3,
  abril: 4,
  abr: 4,
  maio: 5,
  mai: 5,
  junho: 6,
  jun: 6,
  julho: 7,
  jul: 7,
  agosto: 8,
  ago: 8,
  setembro: 9,
  set: 9,
  outubro: 10,
  out: 10,
  novembro: 11,
  nov: 11,
  dezembro: 12,
  dez: 12,
};

function iso(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fullYear(year: string): number {
  const n = Number(year);
  // Two-digit years are birth years here: 30..99 → 19xx, 00..29 → 20xx.
  if (year.length === 2) return n >= 30 ? 1900 + n : 2000 + n;
  return n;
}

/** Days in words: "primeiro", "sete", "vinte e cinco", "trinta e um". */
const DAY_UNITS = Object.entries(numberWordsBetween(1, 19)).filter(
  ([word]) => word !== 'uma' && word !== 'duas',
);
export const DAY_WORDS: Readonly<Record<string, number>> = Object.fromEntries<number>([
  ['primeiro', 1],
  ...DAY_UNITS,
  ['vinte', 20],
  ['trinta', 30],
  ...DAY_UNITS.filter(([, value]) => value <= 9).map(([word, value]): [string, number] => [
    `vinte e ${word}`,
    20 + value,
  ]),
  ['trinta e um', 31],
]);
const DAY_WORD_RE = new RegExp(
  `\\b(${Object.keys(DAY_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?= de [a-z])`,
);

/**
 * Day, month and year with spaces between ("12 08 1960", "3 5 1987"): a four-digit year, or a
 * message that is only the date ("12 8 60").
 */
const SPACED_DATE = /(?<![\d,.])(\d{1,2}) +(\d{1,2}) +(\d{4})(?![\d,.])/;
const SPACED_DATES = new RegExp(SPACED_DATE.source, 'g');
/** Dates typed with spaces written with slashes, at the same length ("12 08 1960" → "12/08/1960"). */
export function withSpacedDatesSlashed(text: string): string {
  return text.replace(SPACED_DATES, (match, d: string, m: string, y: string) =>
    `${d}/${m}/${y}`.padEnd(match.length),
  );
}
const SPACED_DATE_ALONE = /^\s*(\d{1,2}) +(\d{1,2}) +(\d{2}|\d{4})\s*$/;

/** Reads a date: "05/03/1960", "5-3-60", "12 08 1960", "5 de março de 1960", "1960-03-05"; ISO string or undefined. */
export function parseDate(text: string): string | undefined {
  const n = normalize(text)
    .replace(/(\d)\s*(?:º|o|°)(?=\s|$)/g, '$1')
    .replace(DAY_WORD_RE, (word) => String(DAY_WORDS[word] ?? word));
  let m = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(n);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /(?<!\d)(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4}|\d{2})(?!\d)/.exec(n);
  if (m) return iso(fullYear(m[3] ?? ''), Number(m[2]), Number(m[1]));
  m = SPACED_DATE.exec(n) ?? SPACED_DATE_ALONE.exec(n);
  if (m) return iso(fullYear(m[3] ?? ''), Number(m[2]), Number(m[1]));
  m = /(?<!\d)(\d{1,2})\s*(?:de\s+)?([a-z]+)\.?\s*(?:de\s+|\/\s*)?(\d{4})(?!\d)/.exec(n);
  if (m) {
    const month = MONTHS[m[2] ?? ''];
    if (month) return iso(Number(m[3]), month, Number(m[1]));
  }
  m = /(?:primeiro|1) de ([a-z]+) de (\d{4})/.exec(n);
  if (m) {
    const month = MONTHS[m[1] ?? ''];
    if (month) return iso(Number(m[2]), month, 1);
  }
  m = /^(\d{2})(\d{2})(\d{4})$/.exec(n);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  return undefined;
}

/** A day said in words before its month, as typed ("três de abril", "vinte e dois de maio"). */
const TYPED_DAY_WORD_RE = new RegExp(
  `(?<![\\p{L}])(?:${Object.keys(DAY_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')
    .replace(/\btres\b/g, 'tr[eê]s')})(?=\\s+de\\s+\\p{L}+\\.?\\s+(?:de\\s+)?\\d{4}(?!\\d))`,
  'giu',
);

/** Removes a date (in any accepted format) from a text. */
export function stripDate(text: string): string {
  return (
    text
      // "nasceram", "nascidas": the whole word (never "nasc" leaving "eram" as a name).
      .replace(
        /\b(?:nascimento|nasceram|nasceu|nascid[oa]s?|nasc\.?)\s*(?:(?:no mesmo dia|juntos|juntas)\s*)?(?:em|:)?\s*/gi,
        ' ',
      )
      // "três de abril de 1958": a day in words becomes its number, then goes with its date.
      .replace(TYPED_DAY_WORD_RE, (word) => String(DAY_WORDS[normalize(word)] ?? word))
      .replace(/\d{4}-\d{1,2}-\d{1,2}/g, ' ')
      // "bia de 12/03/1995": the "de" before the date goes with it.
      .replace(
        /(?:\b(?:de|em)\s+)?(?<!\d)\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*(?:\d{4}|\d{2})(?!\d)/g,
        ' ',
      )
      .replace(SPACED_DATES, ' ')
      .replace(
        /(?<!\d)\d{1,2}\s*(?:º|°)?\s*(?:de\s+)?[a-zA-ZçÇ]+\.?\s*(?:de\s+|\/\s*)?\d{4}(?!\d)/g,
        ' ',
      )
      .replace(/\s+/g, ' ')
      .replace(/[\s,;:-]+$/g, '')
      .trim()
  );
}

/** Whole years between a birth date and a day: the contract's, the one home of the law's dates. */
export { ageOn } from '@legado/contract';

/** A date as DD/MM/AAAA for messages. */
export function formatDateBr(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d ?? ''}/${m ?? ''}/${y ?? ''}`;
}
