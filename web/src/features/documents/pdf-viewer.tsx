import { useEffect, useMemo, useRef, useState } from 'react';
import { Document, Page } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { Button } from '@/components/ui/button';
import { documentsText } from './messages';
import { downloadPdf, type PdfSource } from './pdf-file-actions';
import { printPdfPages, removePrintedPages, type LoadedPdf } from './print-pdf-pages';
import './pdf-worker';

export interface PdfViewerProps {
  /** The PDF bytes or a URL to them; the page fetches them (with the bearer token), not the viewer. */
  file: PdfSource;
  /** Name of the downloaded file. */
  fileName?: string;
}

/**
 * The zoom levels, as a share of the page's real size: 100% draws a PDF point as 1/72 inch (96
 * CSS px per inch, as the browser's own PDF viewer), the size it has on paper, readable on any
 * screen.
 */
const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const MIN_ZOOM = ZOOM_STEPS[0]!;
const MAX_ZOOM = ZOOM_STEPS.at(-1)!;
const CSS_PX_PER_POINT = 96 / 72;
/** An A4 page's width in points, until the PDF says its own. */
const A4_WIDTH_POINTS = 595;
/** "Ajustar à tela" never makes a page wider than this, so text stays a readable size on large screens. */
const MAX_PAGE_WIDTH = 820;

/** The next zoom level up (or down) from the one shown. */
function nextZoom(current: number, direction: 1 | -1): number {
  const levels = direction === 1 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse();
  return (
    levels.find((level) => (direction === 1 ? level > current + 0.01 : level < current - 0.01)) ??
    (direction === 1 ? MAX_ZOOM : MIN_ZOOM)
  );
}

/** The width available to the page, followed as the window or the layout changes. */
function useContainerWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    // The observer reports the initial size too, right after observe().
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The will's PDF drawn by pdf.js (react-pdf), with page navigation, zoom, download and print.
 * Default export so pages can load it with React.lazy: pdf.js stays out of the first bundle.
 */
export default function PdfViewer({
  file,
  fileName = documentsText.defaultFileName,
}: PdfViewerProps) {
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(1);
  // 'fit': the page as wide as the frame (at first: on a phone the whole line is seen, and the
  // label says how much smaller than real that is); a number: that share of the real size.
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [pagePoints, setPagePoints] = useState(A4_WIDTH_POINTS);
  const [failed, setFailed] = useState(false);
  const [loadedPdf, setLoadedPdf] = useState<LoadedPdf | null>(null);
  const [printing, setPrinting] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const { ref, width } = useContainerWidth<HTMLDivElement>();

  // pdf.js takes ownership of (detaches) the bytes it is given: hand it a copy, keep ours whole
  // for "Baixar PDF".
  const documentFile = useMemo(
    () => (typeof file === 'string' ? file : { data: file.slice() }),
    [file],
  );
  // A new file starts again at page 1 (state adjusted during render, as React recommends).
  const [shownFile, setShownFile] = useState(file);
  if (shownFile !== file) {
    setShownFile(file);
    setPage(1);
    setPageCount(0);
    setFailed(false);
    setLoadedPdf(null);
    setPrinting('idle');
  }

  // Leaving the viewer stops a print being prepared and takes printed pages away.
  const printAbort = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      printAbort.current?.abort();
      removePrintedPages();
    },
    [],
  );

  const print = () => {
    if (!loadedPdf) return;
    printAbort.current?.abort();
    const controller = new AbortController();
    printAbort.current = controller;
    setPrinting('preparing');
    printPdfPages(loadedPdf, controller.signal).then(
      () => setPrinting('idle'),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('print failed', error);
        setPrinting('failed');
      },
    );
  };

  const realWidth = pagePoints * CSS_PX_PER_POINT;
  const fitWidth = Math.max(200, Math.min(width || MAX_PAGE_WIDTH, MAX_PAGE_WIDTH));
  const pageWidth = zoom === 'fit' ? fitWidth : realWidth * zoom;
  const shownZoom = pageWidth / realWidth;
  const zoomPercent = Math.round(shownZoom * 100);

  return (
    <section lang="pt-BR" aria-label={documentsText.viewerLabel} className="flex flex-col gap-3">
      <div
        role="toolbar"
        aria-label={documentsText.toolbarLabel}
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-2"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            disabled={page <= 1 || pageCount === 0}
            aria-label={documentsText.previousPage}
          >
            {documentsText.previous}
          </Button>
          <span aria-live="polite" className="min-w-[6rem] text-center text-sm tabular-nums">
            {pageCount > 0 ? documentsText.pageOf(page, pageCount) : documentsText.loading}
          </span>
          <Button
            variant="secondary"
            onClick={() => setPage((p) => Math.min(pageCount, p + 1))}
            disabled={page >= pageCount}
            aria-label={documentsText.nextPage}
          >
            {documentsText.next}
          </Button>
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => setZoom(nextZoom(shownZoom, -1))}
            disabled={shownZoom <= MIN_ZOOM + 0.01}
            aria-label={documentsText.zoomOut}
            className="w-11 px-0 text-xl"
          >
            −
          </Button>
          <span
            className="min-w-[5.5rem] text-center text-sm whitespace-nowrap tabular-nums"
            aria-live="polite"
          >
            {documentsText.zoomLevel(zoomPercent)}
          </span>
          <Button
            variant="secondary"
            onClick={() => setZoom(nextZoom(shownZoom, 1))}
            disabled={shownZoom >= MAX_ZOOM - 0.01}
            aria-label={documentsText.zoomIn}
            className="w-11 px-0 text-xl"
          >
            +
          </Button>
          {zoom === 'fit' ? (
            zoomPercent < 100 ? (
              <Button variant="secondary" onClick={() => setZoom(1)}>
                {documentsText.realSize}
              </Button>
            ) : null
          ) : (
            <Button variant="secondary" onClick={() => setZoom('fit')}>
              {documentsText.fitWidth}
            </Button>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Button onClick={() => downloadPdf(file, fileName)}>{documentsText.download}</Button>
          <Button
            variant="secondary"
            onClick={print}
            disabled={!loadedPdf || printing === 'preparing'}
            aria-busy={printing === 'preparing'}
          >
            {printing === 'preparing' ? documentsText.preparingPrint : documentsText.print}
          </Button>
        </div>
      </div>

      {printing === 'failed' ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {documentsText.printError}
        </p>
      ) : null}
      <div ref={ref} className="w-full overflow-auto rounded-lg bg-slate-100 p-2 sm:p-4">
        {failed ? (
          <p role="alert" className="p-4 text-center text-red-800">
            {documentsText.loadError}
          </p>
        ) : (
          <Document
            file={documentFile}
            onLoadSuccess={(pdf) => {
              setLoadedPdf(pdf);
              setPageCount(pdf.numPages);
              setPage((p) => Math.min(p, pdf.numPages));
            }}
            onLoadError={() => setFailed(true)}
            loading={<p className="p-4 text-center">{documentsText.loading}</p>}
            error={<p className="p-4 text-center">{documentsText.loadError}</p>}
            // w-fit + mx-auto rather than flex centring: a zoomed page wider than the frame must
            // stay scrollable to its left edge.
            className="mx-auto w-fit"
          >
            {pageCount > 0 ? (
              <Page
                pageNumber={page}
                width={pageWidth}
                onLoadSuccess={(loaded) => setPagePoints(loaded.originalWidth)}
                className="shadow-md"
                loading={<p className="p-4 text-center">{documentsText.pageLoading}</p>}
              />
            ) : null}
          </Document>
        )}
      </div>
    </section>
  );
}
