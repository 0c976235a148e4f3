import { normalize } from './text.ts';

/**
 * A nationality as the will prints it: "venezuelano, naturalizado brasileiro" and "naturalizada
 * brasileira" are "brasileiro naturalizado" / "brasileira naturalizada" (the birth country is the
 * naturalidade's business); otherwise the words typed, lower-case. Undefined when it is not one.
 */
export function readNationality(text: string): string | undefined {
  const n = normalize(text);
  const naturalized =
    /\bnaturalizad([oa])\s+brasileir([oa])\b|\bbrasileir([oa])\s+naturalizad[oa]\b/.exec(n);
  if (naturalized) {
    const o = naturalized[2] ?? naturalized[3] ?? naturalized[1] ?? 'o';
    return `brasileir${o} naturalizad${o}`;
  }
  if (!/^[a-z][a-z ]{3,40}$/.test(n)) return undefined;
  return text
    .trim()
    .toLocaleLowerCase('pt-BR')
    .replace(/[.!]+$/, '');
}
