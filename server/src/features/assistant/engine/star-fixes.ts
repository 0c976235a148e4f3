import type { InterviewState } from '../interview-state.ts';
import { readFacts } from '../parsers/index.ts';
import {
  closestNameWord,
  leadingStarWords,
  withInlineStarFixes,
} from '../parsers/star-corrections.ts';
import { normalize } from '../parsers/text.ts';

/** What the starred words of a message fixed, and what is left of it to read. */
export interface StarFixes {
  text: string;
  /** The names fixed, in words ("Corrigi o nome: Luan Arantes Rezende."). */
  noted?: string;
  /** Nothing else to read: the rest only says the fixed names again, or little else. */
  only: boolean;
}

const fixedNote = (names: string[]) =>
  names.length === 1 ? `Corrigi o nome: ${names[0]}.` : `Corrigi os nomes: ${names.join(', ')}.`;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * "*Luan e *Manuela, esse corretor": each starred word the message opens with fixes the closest
 * word of a name stored ("Luar Arantes Rezende" → "Luan Arantes Rezende"); a starred word inside
 * the message replaces the word before it ("doadora de ovos *órgãos"). Names only change when one
 * stored word is that close; the rest of the message is read as usual.
 */
export function applyStarFixes(s: InterviewState, text: string): StarFixes {
  const lead = leadingStarWords(text);
  if (!lead) return { text: withInlineStarFixes(text), only: false };
  const fixed: string[] = [];
  for (const star of lead.words) {
    const hit = closestNameWord(
      star,
      s.draft.pessoas.map((p) => p.nome),
    );
    const pessoa = hit && s.draft.pessoas.find((p) => p.nome === hit.name);
    if (!hit || !pessoa) continue;
    pessoa.nome = pessoa.nome
      .split(/\s+/)
      .map((w) => (w === hit.word ? capitalised(star) : w))
      .join(' ');
    fixed.push(pessoa.nome);
  }
  const rest = withInlineStarFixes(lead.rest);
  const stored = new Set(s.draft.pessoas.map((p) => normalize(p.nome)));
  const said = readFacts(rest).people.flatMap((p) => (p.nome ? [normalize(p.nome)] : []));
  const only =
    said.length > 0
      ? said.every((nome) => stored.has(nome))
      : rest.split(/\s+/).filter(Boolean).length <= 4;
  return { text: rest, ...(fixed.length ? { noted: fixedNote(fixed) } : {}), only };
}
