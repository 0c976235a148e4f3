import { lazy } from 'react';

/** PdfViewer loaded on demand (wrap it in <Suspense>): react-pdf and pdf.js stay out of / and /login. */
export const LazyPdfViewer = lazy(() => import('./pdf-viewer'));
