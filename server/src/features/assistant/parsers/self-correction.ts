/**
 * An answer the person corrects while typing it: "27/09/1991, não, 1990", "apto 308, ops 803",
 * "725.964.831-73 nao pera esse é o da minha mulher, o meu é 614.853.720-62", "minha irmã
 * juliana, não, melhor a minha mãe, neusa campos arruda". The value after the last correction
 * word is what they meant; a bare number after it replaces the number of the same length before
 * it ("12 de agosto de 1948, nao pera, 1949" → "12 de agosto de 1949").
 */
import { normalize } from './text.ts';

/**
 * Words that take back what was just typed. A bare "não" counts only between commas or before a
 * number ("1991, não 1990"), never "casado, não tenho filhos" or "não, não sou casado".
 */
const MARKER =
  /(?:^|[\s,.;!])(?:(?:ah+|pera[ií]?|espera|ops+|opa)\s*,?\s*)?(?:n[aã]o\s*,?\s*(?:pera[ií]?|espera)|pera[ií]?\s*,?\s*n[aã]o|n[aã]o\s*,|n[aã]o(?=\s+(?:(?:e|é|eh)\s+)?\d)|ops+|opa|quer dizer|q(?:ue)?r dizer|digo|ou melhor|melhor dizendo|ali[aá]s|corrigindo|me enganei|errei|erro meu|foi mal|digitei errad[oa]|escrevi errad[oa])(?=[\s,.:;!]|$)[\s,.:;!]*/giu;

/** Lead-in words of the corrected value: "melhor a minha mãe", "na verdade é 1990", "o certo é". */
const LEAD_IN =
  /^(?:(?:melhor|na verdade|na vdd|o certo|a certa|certo|o correto|a correta|correto)\s*,?\s*)?(?:(?:e|é|eh|seria|era|eu quis dizer)\s*[:,]?\s+)?/iu;

/** A lone number, possibly with a dot or a dash: "1990", "803". */
const LONE_NUMBER = /^\d+$/;

/**
 * Only a number typed again in place of the one before it, the rest of the answer kept whole
 * ("joao 14/05/2016, não, 2017, e maria 2019"): the one correction safe inside a list or a free
 * text, where the words after "não" are not the whole answer.
 */
export function numberCorrections(text: string): string[] {
  // With a number retyped, selfCorrections gives the answer with it replaced, then its end alone.
  const variants = selfCorrections(text);
  return variants.length === 2 ? variants.slice(0, 1) : [];
}

/**
 * What the person meant, most likely first: the earlier text with the number replaced, then the
 * value after the correction alone. Empty when the answer has no correction in it.
 */
export function selfCorrections(text: string): string[] {
  let last: RegExpMatchArray | undefined;
  for (const match of text.matchAll(MARKER)) last = match;
  if (last?.index === undefined) return [];
  const before = text.slice(0, last.index).replace(/[\s,.;:!]+$/u, '');
  const after = text
    .slice(last.index + last[0].length)
    .replace(LEAD_IN, '')
    .replace(/[\s.!]+$/u, '')
    .trim();
  // "não, o nome dela é Ana Paula" opens the answer: a correction of an earlier one, not of this.
  if (normalize(before) === '' || after === '') return [];
  const variants: string[] = [];
  const retyped = retypedNumber(before, after) ?? retypedValue(before, after);
  if (retyped !== undefined) variants.push(retyped);
  else if (LONE_NUMBER.test(after)) {
    const replaced = replaceLastNumberOfLength(before, after);
    if (replaced !== undefined) variants.push(replaced);
  }
  if (!variants.includes(after)) variants.push(after);
  return variants;
}

/**
 * A number typed again right after the one it replaces, the answer going on: "apto 54, ops 45,
 * Jardim Paulista" → "apto 45, Jardim Paulista"; "27/09/91, não, 1990" → "27/09/1990".
 */
function retypedNumber(before: string, after: string): string | undefined {
  const ending = /\d+$/.exec(before);
  const opening = /^(\d+)(?=$|[\s,;])/.exec(after);
  if (!ending || !opening?.[1]) return undefined;
  return before.slice(0, ending.index) + after;
}

/** "27/09/1991" with "1990" → "27/09/1990"; undefined when no number of that length is there. */
function replaceLastNumberOfLength(text: string, number: string): string | undefined {
  const numbers = [...text.matchAll(/\d+/g)].filter((m) => m[0].length === number.length);
  const target = numbers.at(-1);
  if (target?.index === undefined) return undefined;
  return text.slice(0, target.index) + number + text.slice(target.index + number.length);
}

/** A date as typed: "12/02/92", "21.2.1992", "3-4-2001", "12/02". */
const DATE_VALUE = /\d{1,2}\s*[/.-]\s*\d{1,2}(?:\s*[/.-]\s*\d{2,4})?/;
/** A number with its separators: "284.950.673-74", "41950-350", "1.200,50". */
const NUMBER_VALUE = /\d[\d.,/-]*\d|\d/;
const DATE_AT_START = new RegExp(`^(?:${DATE_VALUE.source})(?=$|[\\s,;.!])`);
const NUMBER_AT_START = new RegExp(`^(?:${NUMBER_VALUE.source})(?=$|[\\s,;.!])`);
const DATES = new RegExp(DATE_VALUE.source, 'g');
const NUMBERS = new RegExp(NUMBER_VALUE.source, 'g');

/**
 * A value typed again in place of the last one of its kind before the correction, the rest of the
 * answer kept: "28495067374 nasci 12/02/92 pera errei e 21/02/92" → "28495067374 nasci 21/02/92";
 * "cep 41950-350 ops 41950-530" → "cep 41950-530". A date replaces the last date, a number the
 * last number with as many digits.
 */
function retypedValue(before: string, after: string): string | undefined {
  const date = DATE_AT_START.exec(after)?.[0];
  const value = date ?? NUMBER_AT_START.exec(after)?.[0];
  if (!value) return undefined;
  const digits = value.replace(/\D/g, '').length;
  const candidates = date
    ? [...before.matchAll(DATES)]
    : [...before.matchAll(NUMBERS)].filter((m) => m[0].replace(/\D/g, '').length === digits);
  const target = candidates.at(-1);
  if (target?.index === undefined) return undefined;
  // "12/02/92 foi mal 21/02": the year of the date it replaces.
  const year =
    date && /^\d{1,2}\s*[/.-]\s*\d{1,2}$/.test(value) && /[/.-]\s*\d{2,4}$/.exec(target[0]);
  const said = year ? value + year[0] : value;
  const end = target.index + target[0].length;
  // The words after the new value take the place of those after the old one.
  const tail = after.slice(value.length);
  return before.slice(0, target.index) + said + (tail.trim() ? tail : before.slice(end));
}
