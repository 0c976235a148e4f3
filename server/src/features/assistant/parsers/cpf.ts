import { isValidCnpj, isValidCpf, onlyDigits } from '@legado/contract';

/** Result of reading a document number from text. */
export type DocumentParse =
  { ok: true; digits: string } | { ok: false; reason: 'ausente' | 'digito' };

const CPF_PATTERN = /(?<!\d)(\d{3}[.\s]?\d{3}[.\s]?\d{3}[-\s.]?\d{2})(?!\d)/;
const CNPJ_PATTERN = /(?<!\d)(\d{2}[.\s]?\d{3}[.\s]?\d{3}[/\s]?\d{4}[-\s.]?\d{2})(?!\d)/;

/** Where each CPF-shaped number is in the text ("609.328.517-03", "609 328 517 03"). */
export function cpfSpans(text: string): { start: number; end: number }[] {
  return [...text.matchAll(new RegExp(CPF_PATTERN.source, 'g'))].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Finds a CPF in the text, with or without punctuation, and checks its digits. */
export function parseCpf(text: string): DocumentParse {
  const match = CPF_PATTERN.exec(text);
  if (!match?.[1]) return { ok: false, reason: 'ausente' };
  const digits = onlyDigits(match[1]);
  return isValidCpf(digits) ? { ok: true, digits } : { ok: false, reason: 'digito' };
}

/** Finds a CNPJ in the text, with or without punctuation, and checks its digits. */
export function parseCnpj(text: string): DocumentParse {
  const match = CNPJ_PATTERN.exec(text);
  if (!match?.[1]) return { ok: false, reason: 'ausente' };
  const digits = onlyDigits(match[1]);
  return isValidCnpj(digits) ? { ok: true, digits } : { ok: false, reason: 'digito' };
}

/** Removes CPF/CNPJ numbers and their labels from a text (to read the name around them). */
export function stripDocuments(text: string): string {
  return (
    text
      .replace(CNPJ_PATTERN, ' ')
      .replace(CPF_PATTERN, ' ')
      // "CPF nº", "cpf n. 123", "cpf número": never the "n" of "nascido" after it.
      .replace(/\b(?:cpf|cnpj)\b\s*(?:(?:n[uú]mero|n[º°o.]*)(?![\p{L}])\s*)?:?/giu, ' ')
      .replace(/\s+/g, ' ')
      .replace(/[\s,;:-]+$/g, '')
      .replace(/^[\s,;:-]+/g, '')
      .trim()
  );
}
