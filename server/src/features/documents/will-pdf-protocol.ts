import type { RenderWillPdfInput } from './render-will-pdf-job.ts';

// The messages between WillPdfPool (main thread) and will-pdf-worker.ts.

/** Posted by the worker once all its modules have loaded: it can really render. */
export const WORKER_READY = 'will-pdf-worker:ready';

/** A render request from the pool. */
export interface WorkerRequest {
  id: number;
  input: RenderWillPdfInput;
}

/** The answer: the PDF bytes, or the error. */
export type WorkerResponse =
  { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; error: string };
