/**
 * What voice dictation leaves in a message: punctuation said as words ("castelo vírgula es",
 * "para a cida ponto") and dates said in words ("sete de março de mil novecentos e cinquenta e
 * sete", "em dois mil e dez"). Written back as punctuation and digits before a message is read.
 */
import { amountsInWords } from './money.ts';

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

const MONTHS =
  'janeiro|fevereiro|mar[cç]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';
const UNITS: Readonly<Record<string, number>> = {
  um: 1,
  primeiro: 1,
  dois: 2,
  tres: 3,
  três: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  quatorze: 14,
  catorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
};
const UNIT_WORD = Object.keys(UNITS).join('|');
/**
 * "sete de março de 1957", "vinte e cinco de dezembro de 1980": a day in words before a month and
 * a year ("Rua Sete de Setembro" and "Treze de Julho" are names, left alone).
 */
const DAY = new RegExp(
  `\\b(?:(vinte|trinta)(?:\\s+e\\s+(${UNIT_WORD}))?|(${UNIT_WORD}))(?=\\s+de\\s+(?:${MONTHS})\\s+(?:de\\s+)?\\d{4})`,
  'giu',
);
const NUMBER_WORDS =
  'um|uma|dois|duas|tr[eê]s|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|dezesseis|dezessete|dezoito|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|cento|duzentos|trezentos|quatrocentos|quinhentos|seiscentos|setecentos|oitocentos|novecentos';
/** "de mil novecentos e cinquenta e sete", "em dois mil e dez": a year said after de/em/desde. */
const YEAR = new RegExp(
  `\\b(de|em|desde|ano)\\s+((?:dois\\s+)?mil(?:\\s+e)?(?:\\s+(?:e\\s+)?(?:${NUMBER_WORDS}))*)\\b`,
  'giu',
);

function dayInDigits(match: string, tens?: string, unitAfterTens?: string, unit?: string): string {
  if (unit) return String(UNITS[unit.toLowerCase()] ?? match);
  const base = tens?.toLowerCase() === 'trinta' ? 30 : 20;
  return String(base + (unitAfterTens ? (UNITS[unitAfterTens.toLowerCase()] ?? 0) : 0));
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
  return out.replace(DAY, dayInDigits);
}
