import { Worker } from 'node:worker_threads';
import type { RenderWillPdfInput } from './render-will-pdf-job.ts';
import { WORKER_READY, type WorkerRequest, type WorkerResponse } from './will-pdf-protocol.ts';

/** How the pool starts its worker and what it does when it cannot. */
export interface WillPdfPoolOptions {
  /** The worker file, or with `eval` the source of a bootstrap script. */
  workerUrl: URL | string;
  eval?: boolean;
  /** Renders in the calling thread; used only when the worker cannot start. */
  fallback: (input: RenderWillPdfInput) => Promise<Buffer>;
  /** A render taking longer than this is abandoned and its worker replaced. */
  timeoutMs?: number;
  /** An idle worker is stopped after this long, giving its memory back. */
  idleMs?: number;
  onWorkerFailure?: (error: Error) => void;
}

interface Job {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * A pool of one worker thread, started on first use and reused across renders; renders queue in
 * the worker's own message loop. If the worker cannot start at all (e.g. the file is missing from
 * a broken build), renders fall back to the calling thread so the PDF still gets made.
 */
export class WillPdfPool {
  private worker: Worker | null = null;
  private starting: Promise<Worker | null> | null = null;
  private unavailable = false;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly timeoutMs: number;
  private readonly idleMs: number;

  constructor(private readonly options: WillPdfPoolOptions) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.idleMs = options.idleMs ?? 5 * 60_000;
  }

  /** Where the last renders ran: 'worker', or 'in-process' after the worker failed to start. */
  get mode(): 'worker' | 'in-process' {
    return this.unavailable ? 'in-process' : 'worker';
  }

  /** Starts the worker ahead of the first render (optional; the first render starts it too). */
  async warmUp(): Promise<void> {
    await this.ensureWorker();
  }

  async render(input: RenderWillPdfInput): Promise<Buffer> {
    const worker = await this.ensureWorker();
    if (worker === null) return this.options.fallback(input);
    this.clearIdleTimer();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failAll(new Error(`A geração do PDF passou de ${this.timeoutMs} ms.`));
      }, this.timeoutMs);
      this.jobs.set(id, { resolve, reject, timer });
      // Keep the process alive while a render is in flight; an idle worker does not.
      worker.ref();
      worker.postMessage({ id, input } satisfies WorkerRequest);
    });
  }

  /** Stops the worker; pending renders are rejected. */
  async close(): Promise<void> {
    this.clearIdleTimer();
    const worker = this.worker;
    this.worker = null;
    this.starting = null;
    this.rejectPending(new Error('O gerador de PDF foi encerrado.'));
    if (worker !== null) await worker.terminate();
  }

  private ensureWorker(): Promise<Worker | null> {
    if (this.unavailable) return Promise.resolve(null);
    if (this.worker !== null) return Promise.resolve(this.worker);
    this.starting ??= this.start();
    return this.starting;
  }

  private start(): Promise<Worker | null> {
    return new Promise((resolve) => {
      let worker: Worker;
      try {
        worker = new Worker(this.options.workerUrl, { eval: this.options.eval ?? false });
      } catch (error) {
        this.markUnavailable(error);
        resolve(null);
        return;
      }
      let ready = false;
      worker.on('message', (message: WorkerResponse | typeof WORKER_READY) => {
        if (message === WORKER_READY) {
          ready = true;
          this.worker = worker;
          this.starting = null;
          worker.unref();
          this.scheduleIdleStop();
          resolve(worker);
          return;
        }
        this.settle(message);
      });
      worker.on('error', (error) => {
        if (!ready) {
          this.markUnavailable(error);
          resolve(null);
          return;
        }
        this.failAll(error);
      });
      worker.on('exit', (code) => {
        if (!ready) {
          this.markUnavailable(new Error(`O worker de PDF saiu ao iniciar (código ${code}).`));
          resolve(null);
          return;
        }
        if (this.worker === worker) {
          this.worker = null;
          this.rejectPending(new Error(`O worker de PDF parou (código ${code}).`));
        }
      });
    });
  }

  private settle(message: WorkerResponse): void {
    const job = this.jobs.get(message.id);
    if (job === undefined) return;
    this.jobs.delete(message.id);
    clearTimeout(job.timer);
    if (message.ok) {
      job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
    } else {
      job.reject(new Error(message.error));
    }
    if (this.jobs.size === 0) {
      this.worker?.unref();
      this.scheduleIdleStop();
    }
  }

  /** A crashed or stuck worker is replaced on the next render; its pending renders fail. */
  private failAll(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    this.rejectPending(error);
    this.options.onWorkerFailure?.(error);
    if (worker !== null) void worker.terminate();
  }

  private rejectPending(error: Error): void {
    for (const job of this.jobs.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    this.jobs.clear();
  }

  private markUnavailable(error: unknown): void {
    this.unavailable = true;
    this.starting = null;
    this.options.onWorkerFailure?.(error instanceof Error ? error : new Error(String(error)));
  }

  private scheduleIdleStop(): void {
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => {
      if (this.jobs.size > 0 || this.worker === null) return;
      const worker = this.worker;
      this.worker = null;
      void worker.terminate();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
