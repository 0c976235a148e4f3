import { renderToBuffer } from '@react-pdf/renderer';
import { signingInstructions, type WillDocument } from '@legado/contract';
import { registerPdfFonts } from './pdf-fonts.ts';
import { WillPdfDocument, type WillPdfMeta } from './will-pdf-document.tsx';

/** Renders an already-built WillDocument to PDF bytes in the calling thread (CPU-bound). */
export async function renderWillDocumentPdf(doc: WillDocument, meta: WillPdfMeta): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(
    <WillPdfDocument doc={doc} instructions={signingInstructions(doc.forma)} meta={meta} />,
  );
}
