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

/** Passes after which the layout is taken as it is (it settles on the second in practice). */
const MAX_PASSES = 3;

// Page geometry for the estimate (will-pdf-styles.ts): A4 less the margins and footer room,
// 11 pt text at 16.5 pt lines, about 88 characters a line.
const CONTENT_HEIGHT = 669;
const LINE = 16.5;
const CHARS_PER_LINE = 88;
const PARAGRAPH_GAP = 7;
const CLAUSE_HEADING = 15 + LINE;
/** The closing's last sentence, place and date, and signatures: testator plus two per row. */
const signaturesHeight = (signatures: number) => 140 + Math.ceil((signatures - 1) / 2) * 75;

/**
 * A first guess of the sheet count from the text's length and the page geometry, so that most
 * wills are laid out once; a wrong guess costs a second pass, never a wrong count.
 */
export function estimatedSheets(content: TestamentContent): number {
  const doc = willText(content, { status: 'draft', folhas: 1 });
  const lines = (text: string) => Math.ceil(text.length / CHARS_PER_LINE);
  const paragraphs = [...doc.preambulo, ...doc.clausulas.flatMap((c) => c.paragrafos)];
  // The text flows from page to page; the block of signatures cannot break, so it starts a new
  // page when the last one has no room left for it.
  const flow =
    30 +
    paragraphs.reduce((sum, text) => sum + lines(text) * LINE + PARAGRAPH_GAP, 0) +
    doc.clausulas.length * CLAUSE_HEADING +
    lines(doc.fecho.texto) * LINE;
  const pages = Math.max(1, Math.ceil(flow / CONTENT_HEIGHT));
  const usedOnLast = flow - (pages - 1) * CONTENT_HEIGHT;
  return usedOnLast + signaturesHeight(doc.assinaturas.length) > CONTENT_HEIGHT ? pages + 1 : pages;
}

/** A laid-out will: the bytes, and how the last pass came out. */
export interface WillPdfLayout {
  pdf: Buffer;
  /** Renders it took: one, or two when the first guess of the sheet count was wrong. */
  passes: number;
  /** The sheet count the closing states (particular only). */
  folhas?: number;
  probe: WillPdfProbe;
}

/**
 * Lays the will out. A testamento particular states how many sheets it has and keeps no blank
 * space before its closing (a line fills it in the same pass; see BlankFiller). The count is
 * only known once laid out: the will is laid out with an estimate and, when that was wrong,
 * again with the count found. A público minuta states no count and renders once.
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
    return { pdf, passes: 1, probe };
  }
  let folhas = estimatedSheets(content);
  for (let passes = 1; ; passes++) {
    const probe: WillPdfProbe = {};
    const doc = willText(content, { status, folhas });
    const pdf = await renderWillDocumentPdf(doc, meta, instructions, { probe });
    const pages = probe.willPages ?? folhas;
    // The stated count changes the text by a word or two: it settles on the next pass.
    if (pages === folhas || passes === MAX_PASSES) return { pdf, passes, folhas, probe };
    folhas = pages;
  }
}
/** One render, in whatever thread calls it (the worker, or the fallback in the main thread). */
export async function renderWillPdfJob(input: RenderWillPdfInput): Promise<Buffer> {
  return (await layoutWillPdf(input)).pdf;
}
