import type { Pessoa } from '@legado/contract';
import type { InterviewState } from '../interview-state.ts';
import { firstNameLooksFeminine } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';

/** How the question points at people: by name, by relation, or at a group. */
export interface Mentions {
  ids: string[];
  /** "meus netos", "os netos": grandchildren asked about, even if none is registered. */
  grandchildren: boolean;
  /** "meus filhos", "os filhos". */
  children: boolean;
  /** "meus pais", "os pais", "meus velhos": both parents asked about together. */
  parents: boolean;
}

const WORDS = (n: string) => n.split(/[^a-z0-9]+/).filter(Boolean);

/** First and other name words of a person, normalized ("Diego Barbosa" → diego, barbosa). */
function nameWords(p: Pessoa): string[] {
  return WORDS(normalize(p.nome)).filter((w) => w.length > 2 && !['dos', 'das', 'del'].includes(w));
}

/**
 * The people a question names, resolved against the registry: a first name (or any name word that
 * points to one person only), "minha esposa", "meu marido", "minha filha" (when only one child
 * fits), "meus filhos", "meus netos". Accent- and case-insensitive. Registers nobody.
 */
export function mentionedPeople(s: InterviewState, text: string): Mentions {
  const n = normalize(text);
  const words = new Set(WORDS(n));
  const ids: string[] = [];
  const push = (id: string | undefined) => {
    if (id && !ids.includes(id)) ids.push(id);
  };
  const { draft } = s;
  const excluded = new Set(draft.testemunhaIds);
  const candidates = draft.pessoas.filter((p) => p.tipo === 'fisica' && !excluded.has(p.id));
  for (const p of candidates) {
    const first = nameWords(p)[0];
    if (first && words.has(first)) {
      const sameFirst = candidates.filter((o) => nameWords(o)[0] === first);
      if (sameFirst.length === 1) push(p.id);
      else {
        const full = sameFirst.find((o) => nameWords(o).every((w) => words.has(w)));
        push(full?.id);
      }
    }
  }
  // "a Bia": what the person calls someone, kept when they named them.
  for (const [id, said] of Object.entries(draft.apelidos ?? {}))
    if (!excluded.has(id) && said.some((a) => words.has(normalize(a)))) push(id);
  if (/\b(?:esposa|esposo|marido|mulher|conjuge|companheir[oa])\b/.test(n))
    push(draft.conjuge?.pessoaId);
  const children = draft.descendentes.filter((d) => d.grau === 'filho');
  const children_ = /\b(?:meus|os|nossos) filhos\b|\bfilhos\b/.test(n);
  if (!children_) {
    const fem = /\bfilha\b/.test(n);
    const masc = /\bfilho\b/.test(n) && !/nascer|nasce/.test(n);
    if (fem || masc) {
      const fit = children.filter((d) => {
        const p = draft.pessoas.find((x) => x.id === d.pessoaId);
        return p && isFeminine(p) === fem;
      });
      if (fit.length === 1) push(fit[0]?.pessoaId);
    }
  }
  for (const [re, grau] of [
    [/\b(?:meu pai|o pai)\b/, 'pai'],
    [/\b(?:minha mae|a mae)\b/, 'mae'],
  ] as const) {
    if (re.test(n)) push(draft.ascendentes.find((a) => a.grau === grau)?.pessoaId);
  }
  const grandchildren = /\bnet[oa]s?\b/.test(n);
  const parents =
    /\b(?:meus|os|nossos|seus) (?:pais|velhos|coroas)\b|\b(?:mainha e painho|painho e mainha|pai e (?:a )?mae|mae e (?:o )?pai)\b/.test(
      n,
    );
  return { ids, grandchildren, children: children_, parents };
}

const FEMININE_RELATION =
  /\b(?:filha|esposa|mae|irma|avo|neta|companheira|mulher|sobrinha|tia|prima|amiga|enteada|nora|sogra)\b/;
const MASCULINE_RELATION =
  /\b(?:filho|esposo|marido|pai|irmao|neto|companheiro|sobrinho|tio|primo|amigo|enteado|genro|sogro)\b/;

/**
 * A best guess at grammatical gender: the person's sex when known, else the relation word (not a
 * generic "filho(a)"), else the first name's ending.
 */
export function isFeminine(p: Pessoa): boolean {
  if (p.sexo === 'feminino') return true;
  if (p.sexo === 'masculino') return false;
  const rel = normalize(p.relacao ?? '').replace(/\b[a-z]+\s*\([ao]s?\)/g, '');
  if (FEMININE_RELATION.test(rel)) return true;
  if (MASCULINE_RELATION.test(rel)) return false;
  return firstNameLooksFeminine(p.nome);
}
