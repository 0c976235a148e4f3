import type { RenderWillPdfInput } from './render-will-pdf-job.ts';

// The messages between WillPdfProcess (the server) and will-pdf-renderer.ts (its child process),
// sent over the IPC channel with `serialization: 'advanced'` (structured clone: bytes stay bytes).

/** Sent by the renderer once all its modules have loaded: it can really render. */
export const RENDERER_READY = 'will-pdf-renderer:ready';

/** A render request from the server. */
export interface RendererRequest {
  id: number;
  input: RenderWillPdfInput;
}

/** The answer: the PDF bytes, or the error. */
export type RendererResponse =
  { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; error: string };
