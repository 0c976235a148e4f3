import { z } from 'zod';

/**
 * Characters that make printed text differ from stored text, or hide text: C0/C1 controls (tab and
 * newline are allowed only where a field allows lines), format characters (bidi overrides and
 * isolates, zero-width spaces and joiners, the BOM, soft hyphen) and Hangul/Braille fillers.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;
const HIDDEN_CHARACTER_EXCEPT_NEWLINE = /(?![\n])[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** Portuguese messages of the text checks (shown in a 422's details). */
export const SAFE_TEXT_MESSAGES = {
  hidden: 'O texto contém caracteres invisíveis ou de controle.',
  tooLong: (max: number) => `O texto pode ter no máximo ${max} caracteres.`,
  tooShort: (min: number) => `O texto precisa ter pelo menos ${min} caracteres.`,
} as const;

/**
 * A will text field: NFC-normalized and trimmed, between `min` and `max` characters, with no
 * control, format (bidi, zero-width) or filler characters. `multiline` allows line breaks.
 */
export function safeText(options: { max: number; min?: number; multiline?: boolean }) {
  const hidden = options.multiline ? HIDDEN_CHARACTER_EXCEPT_NEWLINE : HIDDEN_CHARACTER;
  const min = options.min ?? 1;
  // normalize() and trim() are zod overwrites: the schema stays a plain string in JSON Schema.
  return z
    .string()
    .normalize('NFC')
    .trim()
    .min(min, SAFE_TEXT_MESSAGES.tooShort(min))
    .max(options.max, SAFE_TEXT_MESSAGES.tooLong(options.max))
    .refine((value) => !hidden.test(value), SAFE_TEXT_MESSAGES.hidden);
}

/** True when a text has no hidden characters (used by readers before a value is kept). */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTER_EXCEPT_NEWLINE.test(text);
}

/**
 * True when any string in a value (keys included, at any depth) has hidden characters: for data
 * stored before the schema refused them, checked again before a will is printed.
 */
export function hasHiddenCharactersDeep(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (hasHiddenCharacters(current)) return true;
    } else if (Array.isArray(current)) {
      pending.push(...(current as unknown[]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) pending.push(key, item);
    }
  }
  return false;
}

/**
 * Scripts that write one language together and so may share a name: Japanese mixes kanji
 * (Han) with kana, Korean Hangul with Han. Any other pair of scripts in one name is suspicious.
 */
const SCRIPT_FAMILIES: { family: string; pattern: RegExp }[] = [
  { family: 'Latin', pattern: /\p{Script=Latin}/u },
  { family: 'Greek', pattern: /\p{Script=Greek}/u },
  { family: 'Cyrillic', pattern: /\p{Script=Cyrillic}/u },
  { family: 'Armenian', pattern: /\p{Script=Armenian}/u },
  { family: 'Hebrew', pattern: /\p{Script=Hebrew}/u },
  { family: 'Arabic', pattern: /\p{Script=Arabic}/u },
  { family: 'Devanagari', pattern: /\p{Script=Devanagari}/u },
  { family: 'Thai', pattern: /\p{Script=Thai}/u },
  { family: 'Georgian', pattern: /\p{Script=Georgian}/u },
  { family: 'Cherokee', pattern: /\p{Script=Cherokee}/u },
  { family: 'Japanese', pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/u },
  { family: 'Korean', pattern: /\p{Script=Hangul}/u },
  { family: 'Han', pattern: /\p{Script=Han}/u },
];

/** The writing systems of a text's letters (marks, digits, spaces and punctuation ignored). */
export function scriptsOf(text: string): string[] {
  const found = new Set<string>();
  for (const char of text.normalize('NFC')) {
    if (!/\p{L}/u.test(char)) continue;
    const match = SCRIPT_FAMILIES.find(({ pattern }) => pattern.test(char));
    found.add(match?.family ?? 'Other');
  }
  // Kanji with kana is Japanese, Hanja with Hangul is Korean: one family, not a mix.
  if (found.has('Han') && (found.has('Japanese') || found.has('Korean'))) found.delete('Han');
  return [...found];
}

/**
 * True when a name mixes writing systems, e.g. "Аna" with a Cyrillic А: a look-alike of another
 * person's name that would print the same and compare different. Names in one script (Latin with
 * accents, or Japanese with kanji and kana) are not flagged.
 */
export function hasMixedScripts(name: string): boolean {
  return scriptsOf(name).length > 1;
}

/** Portuguese message for a name that mixes writing systems. */
export const MIXED_SCRIPTS_MESSAGE =
  'Este nome mistura letras de alfabetos diferentes (por exemplo, um "а" cirílico no meio de ' +
  'letras latinas). Escreva-o de novo só com as letras do alfabeto em que ele é escrito.';
