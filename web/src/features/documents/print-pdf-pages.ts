import type { ComponentProps } from 'react';
import type { Document } from 'react-pdf';

/** The pdf.js document react-pdf hands to `onLoadSuccess`. */
export type LoadedPdf = Parameters<
  NonNullable<ComponentProps<typeof Document>['onLoadSuccess']>
>[0];

/** pdf.js's own viewer prints at 150 DPI: sharp on paper (an A4 page is 1240 × 1754 pixels). */
const PRINT_DPI = 150;
const PDF_POINTS_PER_INCH = 72;

/** The element that holds the pages while printing; index.css shows only it on paper. */
const CONTAINER_CLASS = 'print-pages';
const PRINTING_CLASS = 'printing-pdf';
/**
 * The paper while the will prints: A4 with no margin of the browser's own (the PDF has its
 * margins, and no browser header or footer lands on a legal document). Added only for this
 * print, so printing any other page keeps the browser's defaults.
 */
const PAGE_RULE = '@page { size: A4; margin: 0; }';

/** Renders one page to a PNG at print resolution; the canvas is released right after. */
async function pageImage(pdf: LoadedPdf, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: PRINT_DPI / PDF_POINTS_PER_INCH });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  try {
    await page.render({ canvas, viewport, intent: 'print' }).promise;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('canvas.toBlob gave no image');
    return URL.createObjectURL(blob);
  } finally {
    canvas.width = 0;
    canvas.height = 0;
    page.cleanup();
  }
}

/** Lets the browser free the page images of a container. */
function releaseImages(container: HTMLElement): void {
  for (const image of container.querySelectorAll('img')) URL.revokeObjectURL(image.src);
}

/** Takes the printed pages away (after printing, or when the viewer closes). */
export function removePrintedPages(): void {
  document.body.classList.remove(PRINTING_CLASS);
  for (const container of document.querySelectorAll<HTMLElement>(`.${CONTAINER_CLASS}`)) {
    releaseImages(container);
    container.remove();
  }
}

/**
 * Prints the will's PDF itself, page by page, as pdf.js's own viewer does: each page is drawn
 * at print resolution into an image, the images replace the page on paper (index.css) and the
 * browser's print dialog opens. A PDF in a hidden frame would need the browser's PDF plugin, which
 * our CSP (`object-src 'none'`, QUALITY.md) and many phones do not allow.
 */
export async function printPdfPages(pdf: LoadedPdf, signal?: AbortSignal): Promise<void> {
  removePrintedPages();
  const container = document.createElement('div');
  container.className = CONTAINER_CLASS;
  container.setAttribute('aria-hidden', 'true');
  try {
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      signal?.throwIfAborted();
      const image = new Image();
      image.alt = '';
      image.src = await pageImage(pdf, pageNumber);
      container.append(image);
      await image.decode();
    }
  } catch (error) {
    releaseImages(container);
    throw error;
  }
  if (signal?.aborted) {
    releaseImages(container);
    return;
  }
  const pageRule = document.createElement('style');
  pageRule.textContent = PAGE_RULE;
  container.append(pageRule);
  document.body.append(container);
  document.body.classList.add(PRINTING_CLASS);
  // Some browsers return from print() at once and print later: clean up when they say so.
  window.addEventListener('afterprint', removePrintedPages, { once: true });
  window.print();
}
