import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RenderWillPdfInput } from './render-will-pdf-job.ts';
import { WillPdfPool } from './will-pdf-pool.ts';

export type { RenderWillPdfInput } from './render-will-pdf-job.ts';

/**
 * Where the worker is. From the bundle this code lives in dist/main.js and the worker is the second
 * esbuild entry, dist/will-pdf-worker.js (server/build.mjs). From src/ (vitest, tsx) this module
 * is a .ts file and so is the worker: on Node 20 `execArgv: ['--import', 'tsx']` does not reach a
 * worker's entry module ("Unknown file extension .ts"), so a tiny eval bootstrap registers tsx's
 * ESM loader in the worker first and then imports the .ts file.
 */
function workerTarget(): { workerUrl: URL | string; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) {
    return { workerUrl: new URL('./will-pdf-worker.js', import.meta.url), eval: false };
  }
  // require.resolve answers with the CommonJS build; the ESM one sits next to it.
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const worker = new URL('./will-pdf-worker.ts', import.meta.url).href;
  // server/tsconfig.json gives the .tsx files their automatic JSX runtime, whatever the cwd.
  const tsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
  const options = JSON.stringify({ tsconfig });
  return {
    workerUrl: `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(${options}); return import(${JSON.stringify(worker)}); });`,
    eval: true,
  };
}

let pool: WillPdfPool | null = null;

function sharedPool(): WillPdfPool {
  pool ??= new WillPdfPool({
    ...workerTarget(),
    // react-pdf is loaded into this thread only if the worker cannot start (it costs ~50 MB).
    fallback: async (input) => (await import('./render-will-pdf-job.ts')).renderWillPdfJob(input),
    onWorkerFailure: (error) => {
      // No will text in here: only the worker's own failure.
      process.emitWarning(`Worker de PDF indisponível: ${error.message}`, 'LegadoPdfWorker');
    },
  });
  return pool;
}

/**
 * The will's PDF: its legal text (the same willText as the preview), a footer on every page with
 * "Página X de Y", the will id and the content's SHA-256, room for initials, the signature block
 * and a last page of signing instructions. Drafts carry a "MINUTA — NÃO ASSINAR" watermark.
 * Same input, same bytes. Rendered in a worker thread so the event loop stays free.
 */
export function renderWillPdf(input: RenderWillPdfInput): Promise<Buffer> {
  return sharedPool().render(input);
}

/** Where renders run: in the worker thread, or in process after the worker failed to start. */
export function willPdfRendererMode(): 'worker' | 'in-process' {
  return sharedPool().mode;
}

/** Starts the PDF worker ahead of the first request (optional, e.g. at server start). */
export function warmUpWillPdfRenderer(): Promise<void> {
  return sharedPool().warmUp();
}

/** Stops the PDF worker (graceful shutdown, tests). A later render starts a new one. */
export async function closeWillPdfRenderer(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
