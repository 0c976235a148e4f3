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
