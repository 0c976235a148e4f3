import { renderToBuffer } from '@react-pdf/renderer';
import type { SigningInstructions, WillDocument } from '@legado/contract';
import { registerPdfFonts } from './pdf-fonts.ts';
import { WillPdfDocument, type WillPdfMeta, type WillPdfProbe } from './will-pdf-document.tsx';

/** Where things landed in a render. */
export interface WillPdfPass {
  /** Filled by the render: pages, and the pages of the text's end and of the closing. */
  probe?: WillPdfProbe;
}

/** Renders an already-built WillDocument to PDF bytes in the calling thread (CPU-bound). */
export async function renderWillDocumentPdf(
  doc: WillDocument,
  meta: WillPdfMeta,
  instructions: SigningInstructions,
  pass: WillPdfPass = {},
): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(
    <WillPdfDocument doc={doc} instructions={instructions} meta={meta} probe={pass.probe ?? {}} />,
  );
}
