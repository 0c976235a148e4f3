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
