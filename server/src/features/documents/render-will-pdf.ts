import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RenderWillPdfInput } from './render-will-pdf-job.ts';
import { WillPdfProcess, type WillPdfProcessOptions } from './will-pdf-process.ts';

export type { RenderWillPdfInput } from './render-will-pdf-job.ts';

/**
 * The renderer process's Node flags. A render's live data is ~50 MB: the heap cap stops a runaway
 * render from growing without bound (it fails alone; the server lives on). A young generation of
 * 2 × 8 MB instead of V8's 2 × 16 MB keeps ~22 MB less for ~5% longer renders (ADR 0014).
 */
export const RENDERER_NODE_FLAGS: readonly string[] = [
  '--max-old-space-size=256',
  '--max-semi-space-size=8',
];

/**
 * The renderer's entry and flags. From the bundle this code lives in dist/main.js and the renderer
 * is the second esbuild entry, dist/will-pdf-renderer.js (server/build.mjs). From src/ (vitest,
 * tsx) this module is a .ts file and so is the renderer: it runs with tsx's loader, pointed at
 * server/tsconfig.json so the .tsx files get their automatic JSX runtime whatever the cwd.
 */
function rendererTarget(): Pick<WillPdfProcessOptions, 'entry' | 'execArgv' | 'env'> {
  const execArgv = [...RENDERER_NODE_FLAGS];
  if (!import.meta.url.endsWith('.ts')) {
    return { entry: fileURLToPath(new URL('./will-pdf-renderer.js', import.meta.url)), execArgv };
  }
  // tsx's package entry is its ESM loader (what `node --import tsx` loads).
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    entry: fileURLToPath(new URL('./will-pdf-renderer.ts', import.meta.url)),
    execArgv: [...execArgv, '--import', tsxLoader],
    env: { TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) },
  };
}

let renderer: WillPdfProcess | null = null;

function sharedRenderer(): WillPdfProcess {
  renderer ??= new WillPdfProcess({
    ...rendererTarget(),
    // react-pdf is loaded into the server only if the renderer cannot start (it costs ~50 MB).
    fallback: async (input) => (await import('./render-will-pdf-job.ts')).renderWillPdfJob(input),
    onRendererFailure: (error) => {
      // No will text in here: only the renderer's own failure.
      process.emitWarning(`Gerador de PDF indisponível: ${error.message}`, 'LegadoPdfRenderer');
    },
  });
  return renderer;
}

/**
 * The will's PDF: its legal text (the same willText as the preview), a footer on every page with
 * "Página X de Y", the will id and the content's SHA-256, room for initials, the signature block
 * and a last page of signing instructions. Drafts carry a "MINUTA — NÃO ASSINAR" watermark.
 * Same input, same bytes. Rendered in a child process so the server's event loop and memory stay
 * free (ADR 0013).
 */
export function renderWillPdf(input: RenderWillPdfInput): Promise<Buffer> {
  return sharedRenderer().render(input);
}

/** Where renders run: in the child process, or in this one after the child failed to start. */
export function willPdfRendererMode(): 'child-process' | 'in-process' {
  return sharedRenderer().mode;
}

/** The renderer's process id while it runs, else undefined. */
export function willPdfRendererPid(): number | undefined {
  return renderer?.pid;
}

/** Starts the PDF renderer ahead of the first request (optional). */
export function warmUpWillPdfRenderer(): Promise<void> {
  return sharedRenderer().warmUp();
}

/** Stops the PDF renderer (graceful shutdown, tests). A later render starts a new one. */
export async function closeWillPdfRenderer(): Promise<void> {
  const current = renderer;
  renderer = null;
  await current?.close();
}
