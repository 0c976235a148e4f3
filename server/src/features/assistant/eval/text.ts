/** Small text helpers of the evaluation (kept apart from the engine's own parsers on purpose). */

/** Lowercase, no accents, single spaces. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** "minhas joias" is stored as "as joias": the possessive carries no meaning of its own. */
const POSSESSIVES = new Set(['minha', 'minhas', 'meus']);

/** The words of a text that carry meaning (≥ 4 letters, not a possessive), folded. */
export function contentWords(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4 && !POSSESSIVES.has(w));
}

/**
 * A free text holds what was meant when it contains every meaningful word of the expected text
 * (a plural typed as singular still counts: "pais" ~ "pai").
 */
export function looselyContains(actual: string, expected: string): boolean {
  const have = fold(actual).split(/[^a-z0-9]+/);
  return contentWords(expected).every((w) =>
    have.some((h) => h === w || (w.startsWith(h) && w.length - h.length <= 2)),
  );
}

/** Shortens a text for a table cell. */
export function clip(text: string, max = 90): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}
