import { signingInstructions, willText, type TestamentContent } from '@legado/contract';
import { renderWillDocumentPdf } from './render-will-document-pdf.tsx';
import type { WillPdfProbe } from './will-pdf-document.tsx';

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

/** Passes after which the layout is taken as it is (it settles in one or two in practice). */
const MAX_PASSES = 4;

/**
 * A first guess of the sheet count, so that most wills need no second pass: about 2 600
 * characters of text fit on a page at 11 pt with 1.5 line spacing.
 */
function estimatedSheets(content: TestamentContent): number {
  const doc = willText(content);
  const chars = [...doc.preambulo, ...doc.clausulas.flatMap((c) => c.paragrafos)].join(' ').length;
  return Math.max(1, Math.ceil((chars + 1500) / 2600));
}

/** A laid-out will: the bytes, and how the last pass came out. */
export interface WillPdfLayout {
  pdf: Buffer;
  /** Renders it took (a público minuta takes one). */
  passes: number;
  /** The sheet count the closing states (particular only). */
  folhas?: number;
  /** Whether a line fills the space left before the closing. */
  fillGap: boolean;
  probe: WillPdfProbe;
}

/**
 * Lays the will out. A testamento particular states how many sheets it has, and must leave no
 * blank space: when the closing and the signatures (kept together) move to the next page, the
 * space they leave is cancelled with a line. Both depend on the layout, so the will is laid out
 * again until the stated count is the real one and the line sits where the space is (one or two
 * passes in practice). A público minuta has neither and renders once.
 */
export async function layoutWillPdf(input: RenderWillPdfInput): Promise<WillPdfLayout> {
  const { content, status } = input;
  const meta = {
    testamentId: input.testamentId,
    contentSha256: input.contentSha256,
    creationDate: creationDateOf(content),
  };
  const instructions = signingInstructions(content.formalidades.forma, {
    doacaoOrgaos: Boolean(content.naoPatrimoniais.doacaoOrgaos?.trim()),
  });
  if (content.formalidades.forma === 'publico') {
    const probe: WillPdfProbe = {};
    const pdf = await renderWillDocumentPdf(willText(content, { status }), meta, instructions, {
      probe,
    });
    return { pdf, passes: 1, fillGap: false, probe };
  }
  let folhas = estimatedSheets(content);
  let fillGap = false;
  let fillerAllowed = true;
  for (let pass = 1; ; pass++) {
    const probe: WillPdfProbe = {};
    const pdf = await renderWillDocumentPdf(
      willText(content, { status, folhas }),
      meta,
      instructions,
      { fillGap, probe },
    );
    const pages = probe.willPages ?? folhas;
    const gap = (probe.closingPage ?? 0) > (probe.textEndPage ?? 0);
    // The text filled its page to the last line, so the filler fell onto the closing's page,
    // where it would only push the closing down: this will needs none.
    if (fillGap && probe.fillerPage !== probe.textEndPage) fillerAllowed = false;
    const wantFill: boolean = gap && fillerAllowed;
    if ((pages === folhas && wantFill === fillGap) || pass === MAX_PASSES) {
      return { pdf, passes: pass, folhas, fillGap, probe };
    }
    folhas = pages;
    fillGap = wantFill;
  }
}

/** One render, in whatever thread calls it (the worker, or the fallback in the main thread). */
export async function renderWillPdfJob(input: RenderWillPdfInput): Promise<Buffer> {
  return (await layoutWillPdf(input)).pdf;
}
