import { NAME_SUFFIXES, NOT_NAME_WORDS, isPlausibleName } from './name-quality.ts';
import { normalize } from './text.ts';

/** A message cut into words, and the runs of words that make a person's name. */

export const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);

export interface Token {
  raw: string;
  word: string;
  /** A comma, parenthesis or colon right after this token ends a name. */
  breakAfter: boolean;
  /** The first mark that broke it: ",", ":", "(", a number… */
  mark?: string;
}

export function tokens(segment: string): Token[] {
  return [...segment.matchAll(/([\p{L}][\p{L}'’-]*)|([,():;.!?"“”]|\d[\d./-]*)/gu)].reduce<Token[]>(
    (out, m) => {
      if (m[1]) out.push({ raw: m[1], word: normalize(m[1]), breakAfter: false });
      else if (out.length > 0) {
        const last = out[out.length - 1] as Token;
        // "deixou 2: pedro…": a colon after a count still opens a list.
        if (!last.breakAfter || m[2] === ':') last.mark = m[2];
        last.breakAfter = true;
      }
      return out;
    },
    [],
  );
}

/**
 * A word that can be part of a name. In a message where names are capitalised and other words
 * are not ("quero q minha irmã Cleide seja a testamenteira"), only capitalised words count.
 */
export function isNameWord(token: Token | undefined, cased = false): boolean {
  return Boolean(
    token &&
    token.word.length >= 2 &&
    !NOT_NAME_WORDS.has(token.word) &&
    !PARTICLES.has(token.word) &&
    (!cased || /^\p{Lu}/u.test(token.raw)),
  );
}

/** True when the message capitalises some word inside a sentence, so capitals mark names. */
export function capitalisesNames(text: string): boolean {
  if (text === text.toUpperCase()) return false;
  return /[\p{L},:;]\s+(?:[\p{Ll}]+\s+)*\p{Lu}\p{Ll}/u.test(
    text.replace(/(?:^|[.!?\n]\s*)\p{Lu}/gu, ' x'),
  );
}

/** The longest run of name words starting at `from` (particles only between name words). */
export function nameRun(
  list: Token[],
  from: number,
  cased: boolean,
): { name: string; end: number } | undefined {
  const words: string[] = [];
  let i = from;
  while (i < list.length) {
    const token = list[i] as Token;
    const suffix =
      NAME_SUFFIXES.has(token.word) &&
      words.filter((w) => !PARTICLES.has(w)).length >= 2 &&
      (!cased || /^\p{Lu}/u.test(token.raw));
    if (suffix) {
      words.push(token.raw);
      i++;
      break;
    }
    if (isNameWord(token, cased)) {
      words.push(token.raw);
      i++;
      if (token.breakAfter) break;
    } else if (
      token.word !== 'e' &&
      PARTICLES.has(token.word) &&
      words.length > 0 &&
      isNameWord(list[i + 1], cased) &&
      !token.breakAfter
    ) {
      words.push(token.word);
      i++;
    } else break;
  }
  if (words.length === 0) return undefined;
  const name = words.join(' ');
  return isPlausibleName(name) ? { name, end: i } : undefined;
}
