/** The PDF as the viewer receives it: its bytes, or a URL (e.g. an object URL the page made). */
export type PdfSource = Uint8Array | string;

/** A URL for the PDF and a function to release it when we created it ourselves. */
export function urlForPdf(source: PdfSource): { url: string; release: () => void } {
  if (typeof source === 'string') return { url: source, release: () => undefined };
  const url = URL.createObjectURL(new Blob([source.slice()], { type: 'application/pdf' }));
  return { url, release: () => URL.revokeObjectURL(url) };
}

/** Saves the PDF under a file name through a temporary download link. */
export function downloadPdf(source: PdfSource, fileName: string): void {
  const { url, release } = urlForPdf(source);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes away.
  setTimeout(release, 60_000);
}

/**
 * Prints the PDF itself (not the viewer page) from a hidden same-origin frame; if the browser
 * cannot print a PDF in a frame (some mobile ones), it opens the PDF in a new tab instead.
 */
export function printPdf(source: PdfSource): void {
  const { url, release } = urlForPdf(source);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.setAttribute('aria-hidden', 'true');
  frame.src = url;
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
    setTimeout(() => {
      frame.remove();
      release();
    }, 60_000);
  });
  document.body.append(frame);
}
