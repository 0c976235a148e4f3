import { pdfjs } from 'react-pdf';

// pdf.js parses in a web worker that must be the exact pdfjs-dist version react-pdf runs ("The API
// version … does not match the Worker version …" otherwise). The server's pdfjs-dist (used to read
// PDFs in tests) is pinned to react-pdf's version so npm keeps a single copy.
// Vite turns the URL into a hashed asset of the lazy chunk: pdf.js never reaches the first bundle.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();
