// Portuguese text printed in the PDF around the will's own text (STYLE: one place per feature).

/** Diagonal watermark on every page of a will that is not concluded. */
export const DRAFT_WATERMARK = 'MINUTA — NÃO ASSINAR';

/** Footer line with the page count; the instructions page is not counted as part of the will. */
export function pageOfPages(page: number, total: number): string {
  return `Página ${page} de ${total}`;
}

export const INITIALS_LABEL = 'Rubrica:';
export const DOCUMENT_ID_LABEL = 'Documento';
export const CONTENT_HASH_LABEL = 'SHA-256 do conteúdo';
export const SIGNATURE_CPF_LABEL = 'CPF';
export const INSTRUCTIONS_FOOTER =
  'Esta página de instruções não faz parte do testamento: não a assine nem a rubrique.';
export const PDF_AUTHOR = 'Legado';
