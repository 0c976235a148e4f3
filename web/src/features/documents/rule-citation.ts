/**
 * The citation shown after a rule's message in the preview, or nothing when the message already
 * names its articles ("… (arts. 1.906 e 1.966)."): the same articles twice in a row read as noise.
 */
export function extraCitation(mensagem: string, artigo: string): string | null {
  if (!artigo.trim()) return null;
  return /\barts?\.\s*\d/.test(mensagem) ? null : artigo;
}
