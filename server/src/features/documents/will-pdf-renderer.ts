// Child-process entry: renders PDFs outside the server process, so react-pdf's memory and CPU
// never weigh on the server (ADR 0013). Bundled as its own entry (server/build.mjs →
// dist/will-pdf-renderer.js); under vitest/tsx the .ts file runs with `--import tsx`.
import { renderWillPdfJob } from './render-will-pdf-job.ts';
import {
  RENDERER_READY,
  type RendererRequest,
  type RendererResponse,
} from './will-pdf-protocol.ts';

const send = process.send?.bind(process);
if (send === undefined) throw new Error('will-pdf-renderer must be started with an IPC channel');

// One render at a time: a burst queues here instead of sharing the heap (ADR 0013).
let queue: Promise<unknown> = Promise.resolve();

const renderAndAnswer = (request: RendererRequest): Promise<unknown> =>
  renderWillPdfJob(request.input).then(
    (pdf) => send({ id: request.id, ok: true, pdf } satisfies RendererResponse),
    (error: unknown) => {
      // Only the error's message goes back: never the will's text.
      const message = error instanceof Error ? error.message : String(error);
      send({ id: request.id, ok: false, error: message } satisfies RendererResponse);
    },
  );

process.on('message', (request: RendererRequest) => {
  queue = queue.then(() => renderAndAnswer(request));
});

// The server is gone (it exited, or was killed): nothing will ask for a render any more.
process.on('disconnect', () => process.exit(0));

// Sent last: every import above has loaded, so the server knows this process can really render.
send(RENDERER_READY);
