import type { WillDocument } from './will-document.ts';

// What a typed will must never contain (CC 1.876 §2: no blank spaces): leaked programming values,
// fill-in blanks and template placeholders.
const GAP_PATTERNS: readonly { label: string; pattern: RegExp }[] = [
  { label: 'undefined', pattern: /\bundefined\b/i },
  { label: 'null', pattern: /\bnull\b/i },
  { label: 'NaN', pattern: /\bNaN\b/ },
  { label: '[object', pattern: /\[object/i },
  { label: 'lacuna (___)', pattern: /_{2,}/ },
  { label: 'lacuna (...)', pattern: /\.{4,}|…{2,}/ },
  { label: 'marcador {{ }}', pattern: /\{\{|\}\}|\$\{/ },
  { label: 'marcador [ ]', pattern: /\[\s*(?:[A-ZÀ-Ú_ ]{2,}|\s*)\]/ },
  { label: 'marcador < >', pattern: /<[A-Za-zÀ-ú_ ]+>/ },
  { label: 'XXX', pattern: /\bX{3,}\b/i },
];

/** Every text of the document with a path, so a gap can be reported where it is. */
function textsOf(doc: WillDocument): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [
    { where: 'título', text: doc.titulo },
    ...(doc.subtitulo === undefined ? [] : [{ where: 'subtítulo', text: doc.subtitulo }]),
    ...doc.preambulo.map((text, i) => ({ where: `preâmbulo ${i + 1}`, text })),
  ];
  for (const clause of doc.clausulas) {
    texts.push({ where: clause.numero, text: clause.titulo });
    clause.paragrafos.forEach((text, i) => {
      texts.push({ where: `${clause.numero}, parágrafo ${i + 1}`, text });
    });
  }
  texts.push(
    { where: 'fecho', text: doc.fecho.texto },
    { where: 'fecho', text: doc.fecho.cidadeData },
  );
  for (const signature of doc.assinaturas) {
    texts.push({ where: `assinatura (${signature.papel})`, text: signature.papel });
    texts.push({ where: `assinatura (${signature.papel})`, text: signature.nome });
    if (signature.cpf !== undefined) {
      texts.push({ where: `assinatura (${signature.papel})`, text: signature.cpf });
    }
    if (signature.endereco !== undefined) {
      texts.push({ where: `assinatura (${signature.papel})`, text: signature.endereco });
    }
  }
  return texts;
}

/**
 * Lists the blanks, placeholders and leaked values ("undefined", "null", "NaN", "[object") in the
 * document's text, as Portuguese descriptions. An empty list means the text is complete
 * (rule SEM_LACUNAS).
 */
export function findGaps(doc: WillDocument): string[] {
  const gaps: string[] = [];
  for (const { where, text } of textsOf(doc)) {
    if (text.trim() === '') {
      gaps.push(`${where}: texto vazio`);
      continue;
    }
    for (const { label, pattern } of GAP_PATTERNS) {
      if (pattern.test(text)) gaps.push(`${where}: ${label}`);
    }
  }
  return gaps;
}
