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
  /(?:^|[\s,.;!])(?:n[aã]o\s*,?\s*(?:pera[ií]?|espera)|pera[ií]?\s*,?\s*n[aã]o|n[aã]o\s*,|n[aã]o(?=\s+\d)|ops+|opa|quer dizer|digo|ali[aá]s|corrigindo|me enganei|errei)(?=[\s,.:;!]|$)[\s,.:;!]*/giu;

/** Lead-in words of the corrected value: "melhor a minha mãe", "na verdade é 1990", "o certo é". */
const LEAD_IN =
  /^(?:(?:melhor|na verdade|o certo|a certa|certo)\s*,?\s*)?(?:(?:e|é|eh|seria|era)\s+)?/iu;

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
  const retyped = retypedNumber(before, after);
  if (retyped !== undefined) variants.push(retyped);
  else if (LONE_NUMBER.test(after)) {
    const replaced = replaceLastNumberOfLength(before, after);
    if (replaced !== undefined) variants.push(replaced);
  }
  variants.push(after);
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
