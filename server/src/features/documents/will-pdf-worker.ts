// Worker-thread entry: renders PDFs off the main thread so a render never blocks the event loop.
// Bundled as its own entry (server/build.mjs → dist/will-pdf-worker.js); under vitest/tsx the .ts
// file runs through tsx's loader.
import { parentPort } from 'node:worker_threads';
import { renderWillPdfJob } from './render-will-pdf-job.ts';
import { WORKER_READY, type WorkerRequest, type WorkerResponse } from './will-pdf-protocol.ts';

const port = parentPort;
if (port === null) throw new Error('will-pdf-worker must run in a worker thread');

port.on('message', (request: WorkerRequest) => {
  renderWillPdfJob(request.input).then(
    (pdf) => {
      // A copy that owns its whole ArrayBuffer, so it can be transferred instead of cloned.
      const bytes = new Uint8Array(pdf);
      port.postMessage({ id: request.id, ok: true, pdf: bytes } satisfies WorkerResponse, [
        bytes.buffer,
      ]);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ id: request.id, ok: false, error: message } satisfies WorkerResponse);
    },
  );
});

// Sent last: every import above has loaded, so the pool knows the worker can really render.
port.postMessage(WORKER_READY);
