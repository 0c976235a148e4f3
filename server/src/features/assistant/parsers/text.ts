// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const NON_ASCII = /[^\u0000-\u007f]/;

/** Lowercase, no accents, single spaces, no surrounding punctuation: the form every parser matches on. */
export function normalize(text: string): string {
  // Plain ASCII has no accents to take off: most of what people type skips the decomposition.
  const unaccented = NON_ASCII.test(text)
    ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    : text;
  return unaccented
    .toLowerCase()
    .replace(/[“”"']/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s.,;:!?¡¿-]+|[\s.,;:!?-]+$/g, '');
}

/** Splits a list typed as lines, semicolons, commas or "e": "João e Maria", "Ana, Pedro e Lucas". */
export function splitList(text: string): string[] {
  return text
    .split(/\r?\n|;/)
    .flatMap((line) => line.split(/,|\s+e\s+|\s+&\s+/i))
    .map((part) => part.replace(/^\s*(?:[-*•]|\d+[.)-])\s*/, '').trim())
    .filter((part) => part.length > 0);
}

/** Splits by lines or semicolons only (entries that may carry commas inside). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n|;/)
    .map((part) => part.replace(/^\s*(?:[-*•]|\d+[.)-])\s+/, '').trim())
    .filter((part) => part.length > 0);
}
