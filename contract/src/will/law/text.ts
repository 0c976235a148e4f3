/** Lower case without accents or extra spaces, for comparing what people type. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when two ways of naming a person plausibly mean the same one ("Maria" and "Maria Helena Mendes"). */
export function sameName(a: string, b: string): boolean {
  const x = normalizeText(a);
  const y = normalizeText(b);
  if (!x || !y) return false;
  // One is the start of the other: "Maria", "Maria Helena" and "Maria Helena Mendes" agree.
  return x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `);
}
