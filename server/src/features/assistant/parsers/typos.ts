/**
 * Words of the interview typed with one letter missing, extra, wrong or swapped ("nenhma",
 * "soltero", "partclar", "qero", "afilhdo", "amgo", "mecanco") read as the word meant, and a
 * message typed in capitals read in ordinary case. Only the interview's own words are corrected,
 * never a name, and only words of five letters or more, one edit away from exactly one word (or,
 * in a long word, letters swapped and one dropped: "brasliera").
 * (One edit is a few lines; a fuzzy-matching dependency would bring more than it saves.)
 */
import { normalize } from './text.ts';

/** The words people answer with, as they are written. */
const WORDS = [
  'nenhum',
  'nenhuma',
  'solteiro',
  'solteira',
  'casado',
  'casada',
  'divorciado',
  'divorciada',
  'separado',
  'separada',
  'viúvo',
  'viúva',
  'particular',
  'público',
  'pública',
  'metade',
  'disponível',
  'afilhado',
  'afilhada',
  'amigo',
  'amiga',
  'sobrinho',
  'sobrinha',
  'irmão',
  'irmã',
  'filho',
  'filha',
  'filhos',
  'filhas',
  'netos',
  'netas',
  'esposa',
  'marido',
  'companheiro',
  'companheira',
  'namorada',
  'namorado',
  'mecânico',
  'mecânica',
  'aposentado',
  'aposentada',
  'professor',
  'professora',
  // Trades people misspell ("cabelereira", "eletrecista", "costurera").
  'cabeleireiro',
  'cabeleireira',
  'eletricista',
  'costureira',
  'cozinheiro',
  'cozinheira',
  'marceneiro',
  'faxineiro',
  'faxineira',
  'enfermeiro',
  'enfermeira',
  'manicure',
  'motorista',
  'comerciante',
  'agricultor',
  'agricultora',
  'lavrador',
  'lavradora',
  'comunhão',
  'parcial',
  'universal',
  'separação',
  'falecido',
  'falecida',
  'testamento',
  'testemunha',
  'testemunhas',
  'também',
  'brasileiro',
  'brasileira',
  'escritura',
  'cartório',
];

/** Short words too near others to guess: the slips people make in them, one by one. */
const SHORT_SLIPS: Readonly<Record<string, string>> = {
  qero: 'quero',
  qeria: 'queria',
  tdo: 'tudo',
  nehum: 'nenhum',
  partclar: 'particular',
  amgo: 'amigo',
  amga: 'amiga',
  particlar: 'particular',
  publco: 'público',
};

const BY_FORM = new Map(WORDS.map((word) => [normalize(word), word]));
const FORMS = [...BY_FORM.keys()];

/** Edits (insertions, deletions, substitutions, swaps of neighbours) from a to b, up to max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The interview's word a typed word was meant to be, if exactly one is one slip away (two slips
 * turned "caminhao" into "comunhão" and "republica" into "pública": never more than one).
 */
function meant(typed: string): string | undefined {
  const form = normalize(typed);
  if (SHORT_SLIPS[form]) return SHORT_SLIPS[form];
  if (form.length < 5 || BY_FORM.has(form)) return undefined;
  // A plural is a word of its own ("casados", "amigas"), never a slip of the singular.
  if (/s$/.test(form) && BY_FORM.has(form.slice(0, -1))) return undefined;
  const near = FORMS.filter((candidate) => editDistance(form, candidate, 1) <= 1);
  // "nenhuam": two letters swapped ("nenhuma") beats one dropped ("nenhum").
  const sameLength = near.filter((candidate) => candidate.length === form.length);
  const one = near.length === 1 ? near : sameLength.length === 1 ? sameLength : [];
  if (one.length === 1) return BY_FORM.get(one[0]!);
  if (near.length > 0 || form.length < 8) return undefined;
  // "brasliera": letters swapped and one dropped in a long word, the same letters otherwise.
  const far = FORMS.filter(
    (candidate) =>
      candidate.length >= 8 &&
      sameLettersButOne(form, candidate) &&
      editDistance(form, candidate, 2) <= 2,
  );
  return far.length === 1 ? BY_FORM.get(far[0]!) : undefined;
}

/** True when a and b have the same letters, but for one more or one less (order aside). */
function sameLettersButOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const count = new Map<string, number>();
  for (const c of a) count.set(c, (count.get(c) ?? 0) + 1);
  for (const c of b) count.set(c, (count.get(c) ?? 0) - 1);
  let off = 0;
  for (const v of count.values()) off += Math.abs(v);
  return off <= 1;
}

/** Lowercase words (a capitalised word may be a name) with typos of the interview's words fixed. */
export function withoutTypos(text: string): string {
  return text.replace(/(?<![\p{L}])\p{Ll}{3,}(?![\p{L}])/gu, (word) => meant(word) ?? word);
}

/** A message typed in capitals, in ordinary case (the readers capitalise names themselves). */
export function withoutShouting(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  if (letters.length < 8 || upper < letters.length * 0.8) return text;
  return text.toLocaleLowerCase('pt-BR');
}
