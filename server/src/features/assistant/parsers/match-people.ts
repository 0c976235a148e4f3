import type { Sexo } from '@legado/contract';
import { normalize } from './text.ts';

/** A person already named in the conversation. */
export interface KnownPerson {
  id: string;
  nome: string;
  /** Relation to the speaker as stored ("filho", "irmã", "cônjuge"…), any form. */
  relacao?: string;
  sexo?: Sexo;
}

const RELATION_STEMS: ReadonlyArray<[RegExp, RegExp, Sexo?]> = [
  [/\bfilh[oa]s?\b|\bfios?\b/, /^filh|^fio/],
  [/\bnet[oa]s?\b/, /^net/],
  [/\birm[aã]o?s?\b|\birmas\b/, /^irm/],
  [/\b(marido|esposo|esposa|mulher|conjuge)\b/, /^(conjuge|marido|espos|mulher|cônjuge)/],
  [/\bcompanheir[oa]\b/, /^companheir/],
  [/\bsobrinh[oa]s?\b/, /^sobrinh/],
  [/\bpai\b/, /^pai/, 'masculino'],
  [/\bmae\b/, /^m[aã]e/, 'feminino'],
];

/**
 * Who a reference points at among people already named: "o Rafael", "minha filha", "os dois",
 * "todos", "a Cida" (nickname by first name), accents and case ignored. Empty when no one fits;
 * more than one id when the reference is plural or ambiguous (ask which).
 */
export function matchPeople(reference: string, known: KnownPerson[]): string[] {
  const n = normalize(reference)
    .replace(/^(?:para|pra|pro|a|o|os|as|ao|aos|com|e)\s+/, '')
    .replace(/^(?:o|a|os|as)\s+/, '');
  if (!n) return [];
  const whole = known.filter((p) => normalize(p.nome) === n);
  if (whole.length > 0) return whole.map((p) => p.id);
  const plural = /\b(os dois|as duas|ambos|ambas|todos|todas|os tres|as tres|cada um|cada)\b/.test(
    normalize(reference),
  );
  const sex: Sexo | undefined = /\b(filha|neta|irma|sobrinha|esposa|mulher|companheira|mae)\b/.test(
    n,
  )
    ? 'feminino'
    : /\b(filho|neto|irmao|sobrinho|marido|esposo|companheiro|pai)\b/.test(n)
      ? 'masculino'
      : undefined;
  for (const [said, stored] of RELATION_STEMS) {
    if (!said.test(n)) continue;
    const related = known.filter((p) => p.relacao && stored.test(normalize(p.relacao)));
    const bySex =
      sex && !/s\b/.test(n.split(' ').at(-1) ?? '')
        ? related.filter((p) => !p.sexo || p.sexo === sex)
        : related;
    if (bySex.length > 0) return bySex.map((p) => p.id);
  }
  if (plural)
    return /\b(os dois|as duas|ambos|ambas)\b/.test(normalize(reference)) && known.length !== 2
      ? []
      : known.map((p) => p.id);
  // A first name, a surname or the start of a name: "Rafael", "Cida" ≈ "Maria Aparecida".
  const words = n
    .split(' ')
    .filter((w) => w.length >= 2 && !['da', 'de', 'do', 'dos', 'das', 'meu', 'minha'].includes(w));
  if (words.length === 0) return [];
  const hits = known.filter((p) => {
    const name = normalize(p.nome).split(' ');
    return words.every(
      (w) =>
        name.includes(w) ||
        name.some((part) => part.length >= 5 && part.endsWith(w) && w.length >= 4),
    );
  });
  return hits.map((p) => p.id);
}
