import { willText, type TestamentContent } from '@legado/contract';
import { renderWillDocumentPdf } from './render-will-document-pdf.tsx';

/** What `renderWillPdf` needs: the content, its status, and the id and hash printed on each page. */
export interface RenderWillPdfInput {
  content: TestamentContent;
  status: 'draft' | 'concluido';
  testamentId: string;
  contentSha256: string;
}

/**
 * The PDF's creation date comes from the will's own date, not the clock: pdfkit derives the file
 * ID from the metadata, so a fixed date is what makes the same content give the same bytes.
 */
function creationDateOf(content: TestamentContent): Date {
  const date = new Date(`${content.formalidades.data}T12:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

/** One render, in whatever thread calls it (the worker, or the fallback in the main thread). */
export async function renderWillPdfJob(input: RenderWillPdfInput): Promise<Buffer> {
  return renderWillDocumentPdf(willText(input.content, { status: input.status }), {
    testamentId: input.testamentId,
    contentSha256: input.contentSha256,
    creationDate: creationDateOf(input.content),
  });
}
