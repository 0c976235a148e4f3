import { editDistance } from './typos.ts';
import { normalize } from './text.ts';

/**
 * The way people fix what the phone's autocorrect typed: the right word after an asterisk.
 * Inside a message it replaces the word just before it ("doadora de ovos *órgãos" → "doadora de
 * órgãos"); at the start of a message ("*Luan e *Manuela, esse corretor") it fixes the words of
 * what was said before, i.e. the names stored (see closestNameWord).
 */

/** "ovos *órgãos": a word, then the word it should have been. */
const INLINE = /([\p{L}][\p{L}'-]*)([ \t]+)\*([\p{L}][\p{L}'-]*)(?![\p{L}*])/gu;
/** "*Luan e *Manuela, …": the starred words the message opens with. */
const LEADING =
  /^\s*\*([\p{L}][\p{L}'-]*)(?![\p{L}*])((?:\s*(?:,|\be\b)?\s*\*[\p{L}][\p{L}'-]*(?![\p{L}*]))*)\s*[,.;:!-]*\s*/u;
const STARRED = /\*([\p{L}][\p{L}'-]*)/gu;

/** The starred words a message opens with, and the rest of it; undefined when it opens otherwise. */
export function leadingStarWords(text: string): { words: string[]; rest: string } | undefined {
  const m = LEADING.exec(text);
  if (!m?.[1]) return undefined;
  const more = [...(m[2] ?? '').matchAll(STARRED)].map((x) => x[1] ?? '');
  return { words: [m[1], ...more].filter(Boolean), rest: text.slice(m[0].length).trim() };
}

/** The message with each "word *fix" inside it made "fix". */
export function withInlineStarFixes(text: string): string {
  if (!text.includes('*')) return text;
  return text.replace(INLINE, (_all, _wrong: string, _space: string, right: string) => right);
}

/**
 * The word of the names given that the starred word fixes: the closest one (one or two letters
 * apart, as autocorrect changes them: "Luar" → "Luan", "Manuel" → "Manuela"), never the same
 * word; undefined when none is that close or two are equally close.
 */
export function closestNameWord(
  star: string,
  names: readonly string[],
): { name: string; word: string } | undefined {
  const target = normalize(star);
  const max = target.length <= 4 ? 1 : 2;
  let best: { name: string; word: string; d: number } | undefined;
  let tie = false;
  for (const name of names) {
    for (const word of name.split(/\s+/)) {
      const w = normalize(word);
      if (w === target || w.length < 3) continue;
      const d = editDistance(w, target, max);
      if (d > max) continue;
      if (best && d === best.d && normalize(best.word) !== w) tie = true;
      if (!best || d < best.d) {
        best = { name, word, d };
        tie = false;
      }
    }
  }
  return best && !tie ? { name: best.name, word: best.word } : undefined;
}
