import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sha256Canonical } from '../server/src/lib/sha256-canonical.ts';
import { longWill } from '../server/src/features/documents/pdf-test-support.ts';
import path from 'node:path';
import {
  RENDERER_NODE_FLAGS,
  type RenderWillPdfInput,
} from '../server/src/features/documents/render-will-pdf.ts';
import { WillPdfProcess } from '../server/src/features/documents/will-pdf-process.ts';
import { quantile } from './load.ts';
import { repoRoot } from './server-process.ts';

/**
 * Renders measured from this process through the renderer process production runs: the built
 * dist/will-pdf-renderer.js with the server's flags (not the TypeScript source under tsx).
 */
export interface PdfRenderResult {
  pages: number;
  bytes: number;
  mode: 'child-process' | 'in-process';
  firstRenderMs: number;
  renders: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Longest the event loop was blocked while the renders ran (monitorEventLoopDelay max). */
  eventLoopMaxDelayMs: number;
  eventLoopP99DelayMs: number;
}

const round = (value: number) => Number(value.toFixed(1));

/** Pages in a PDF: its page objects (not the /Pages tree). */
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

/** Warm p50 over `renders` renders of a long will, with the event loop watched throughout. */
export async function measurePdfRendering(renders = 60): Promise<PdfRenderResult> {
  const content = longWill();
  const input: RenderWillPdfInput = {
    content,
    status: 'draft',
    testamentId: '6f1c7a52-7f43-4a4b-9a57-3b1f0f3d1c11',
    contentSha256: sha256Canonical(content),
  };
  const renderer = new WillPdfProcess({
    entry: path.join(repoRoot, 'server/dist/will-pdf-renderer.js'),
    execArgv: [...RENDERER_NODE_FLAGS],
    fallback: () => Promise.reject(new Error('the built PDF renderer did not start')),
  });
  const renderWillPdf = (job: RenderWillPdfInput) => renderer.render(job);
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  try {
    let started = performance.now();
    const first = await renderWillPdf(input); // starts the renderer, loads fonts
    const firstRenderMs = performance.now() - started;
    const times: number[] = [];
    for (let i = 0; i < renders; i++) {
      started = performance.now();
      await renderWillPdf(input);
      times.push(performance.now() - started);
    }
    histogram.disable();
    times.sort((a, b) => a - b);
    return {
      pages: pageCount(first),
      bytes: first.length,
      mode: renderer.mode,
      firstRenderMs: round(firstRenderMs),
      renders,
      p50Ms: round(quantile(times, 0.5)),
      p95Ms: round(quantile(times, 0.95)),
      maxMs: round(times.at(-1)!),
      eventLoopMaxDelayMs: round(histogram.max / 1e6),
      eventLoopP99DelayMs: round(histogram.percentile(99) / 1e6),
    };
  } finally {
    histogram.disable();
    await renderer.close();
  }
}
