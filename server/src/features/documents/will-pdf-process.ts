import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { RenderWillPdfInput } from './render-will-pdf-job.ts';
import {
  RENDERER_READY,
  type RendererRequest,
  type RendererResponse,
} from './will-pdf-protocol.ts';

/** How the renderer process is started and what happens when it cannot be. */
export interface WillPdfProcessOptions {
  /** The renderer's entry file (dist/will-pdf-renderer.js, or the .ts source under tsx). */
  entry: string;
  /** Node flags of the renderer (e.g. `--import tsx`, heap limits). */
  execArgv?: string[];
  /** Extra environment for the renderer, on top of this process's. */
  env?: NodeJS.ProcessEnv;
  /** Renders in this process; used only when the renderer cannot start. */
  fallback: (input: RenderWillPdfInput) => Promise<Buffer>;
  /**
   * One render taking longer than this, counted from when that render starts (not from when it
   * was queued), fails alone: the renderer is replaced and the next render goes on.
   */
  timeoutMs?: number;
  /** A renderer that does not say it is ready within this long is killed. */
  startTimeoutMs?: number;
  /** Renders that may wait; more are refused with PdfRendererBusyError. */
  maxQueued?: number;
  /** An idle renderer is stopped after this long, giving its memory back. */
  idleMs?: number;
  /**
   * The renderer's scheduling priority (nice value, 0–19): a PDF waits a little rather than slow
   * down everyone's chat on a machine with few cores.
   */
  niceness?: number;
  onRendererFailure?: (error: Error) => void;
}

/** Why one render failed because of the will it was given: it overran, threw or crashed. */
export class PdfRenderError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'failed' | 'crashed',
  ) {
    super(message);
    this.name = 'PdfRenderError';
  }
}

/** Too many renders are waiting: this one was not queued. */
export class PdfRendererBusyError extends Error {
  constructor() {
    super('Há PDFs demais na fila do gerador.');
    this.name = 'PdfRendererBusyError';
  }
}

interface Job {
  id: number;
  input: RenderWillPdfInput;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | null;
}

const CLOSED_MESSAGE = 'O gerador de PDF foi encerrado.';

/**
 * One child process that renders PDFs, started on first use (or `warmUp`) and reused. Renders
 * wait in a queue here and go to the renderer one at a time, so each render's timeout starts when
 * that render starts, and a render that overruns or crashes the renderer fails alone: the
 * renderer is replaced and the renders behind it carry on. It exits when the server goes away (its
 * IPC channel closes) or stays idle for `idleMs`. If it cannot start at all (e.g. a broken build),
 * renders fall back to this process.
 */
export class WillPdfProcess {
  private child: ChildProcess | null = null;
  private starting: Promise<ChildProcess | null> | null = null;
  private unavailable = false;
  /** A renderer started at least once: a later failed start is not a broken build. */
  private everReady = false;
  private closed = false;
  private readonly queue: Job[] = [];
  /** The render the renderer is working on. */
  private current: Job | null = null;
  private pumping = false;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly timeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly maxQueued: number;
  private readonly idleMs: number;

  constructor(private readonly options: WillPdfProcessOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.startTimeoutMs = options.startTimeoutMs ?? this.timeoutMs;
    this.maxQueued = options.maxQueued ?? 32;
    this.idleMs = options.idleMs ?? 5 * 60_000;
  }

  /** Where renders run: in the child process, or in this one after the child failed to start. */
  get mode(): 'child-process' | 'in-process' {
    return this.unavailable ? 'in-process' : 'child-process';
  }

  /** The renderer's process id while it runs (the bench samples its memory). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Renders waiting for their turn (not counting the one being rendered). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Starts the renderer ahead of the first render (optional; the first render starts it too). */
  async warmUp(): Promise<void> {
    await this.ensureChild();
  }

  render(input: RenderWillPdfInput): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error(CLOSED_MESSAGE));
    if (this.queue.length >= this.maxQueued) return Promise.reject(new PdfRendererBusyError());
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject, timer: null });
      void this.pump();
    });
  }

  /** Stops the renderer; pending renders are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    this.clearIdleTimer();
    const child = this.child;
    this.child = null;
    this.starting = null;
    this.rejectPending(new Error(CLOSED_MESSAGE));
    if (child !== null) await stop(child);
  }

  /** Hands the next waiting render to the renderer, when it has none. */
  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.current === null && this.queue.length > 0 && !this.closed) {
        const child = await this.ensureChild();
        if (this.closed || this.current !== null) return;
        const job = this.queue.shift();
        if (job === undefined) return;
        if (child === null) {
          // No renderer: this render runs here (the fallback has no timeout of its own).
          this.current = job;
          try {
            job.resolve(await this.options.fallback(job.input));
          } catch (error) {
            job.reject(error instanceof Error ? error : new Error(String(error)));
          } finally {
            this.current = null;
          }
          continue;
        }
        this.send(child, job);
      }
    } finally {
      this.pumping = false;
    }
  }

  private send(child: ChildProcess, job: Job): void {
    this.clearIdleTimer();
    this.current = job;
    job.timer = setTimeout(() => this.timeOut(job), this.timeoutMs);
    // Keep this process alive while a render is in flight; an idle renderer does not.
    child.ref();
    child.channel?.ref();
    try {
      child.send({ id: job.id, input: job.input } satisfies RendererRequest);
    } catch (error) {
      // The input could not be serialized, or the channel just closed: this render fails alone.
      clearTimeout(job.timer);
      this.current = null;
      job.reject(error instanceof Error ? error : new Error(String(error)));
      void this.pump();
    }
  }

  private ensureChild(): Promise<ChildProcess | null> {
    if (this.unavailable || this.closed) return Promise.resolve(null);
    if (this.child !== null) return Promise.resolve(this.child);
    this.starting ??= this.start();
    return this.starting;
  }

  private start(): Promise<ChildProcess | null> {
    return new Promise((resolve) => {
      let child: ChildProcess | undefined;
      let settled = false;
      // The first start failing means the renderer cannot run here (e.g. a broken build): render
      // in this process from then on. A later failure fails over for that render only.
      const failStart = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(startTimer);
        this.starting = null;
        child?.kill('SIGKILL');
        if (this.everReady) this.options.onRendererFailure?.(error);
        else this.markUnavailable(error);
        resolve(null);
      };
      const startTimer = setTimeout(
        () =>
          failStart(new Error(`O gerador de PDF não ficou pronto em ${this.startTimeoutMs} ms.`)),
        this.startTimeoutMs,
      );
      try {
        child = fork(this.options.entry, [], {
          execArgv: this.options.execArgv ?? [],
          env: { ...process.env, ...this.options.env },
          serialization: 'advanced',
          // stderr stays the server's (a crash report); the renderer prints nothing else.
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        });
      } catch (error) {
        failStart(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const started = child;
      lowerPriority(started, this.options.niceness ?? 10);
      started.on('message', (message: RendererResponse | typeof RENDERER_READY) => {
        if (message !== RENDERER_READY) {
          if (this.child === started) this.settle(message);
          return;
        }
        if (settled) return; // too late: failStart already killed it
        settled = true;
        clearTimeout(startTimer);
        this.starting = null;
        if (this.closed) {
          void stop(started);
          resolve(null);
          return;
        }
        this.everReady = true;
        this.child = started;
        unrefWhileIdle(started);
        this.scheduleIdleStop();
        resolve(started);
      });
      started.on('error', (error) => {
        if (!settled) failStart(error);
        else if (this.child === started) this.replaceRenderer(started, error);
      });
      started.on('exit', (code, signal) => {
        const how = signal ?? `código ${code}`;
        if (!settled) {
          failStart(new Error(`O gerador de PDF saiu ao iniciar (${how}).`));
          return;
        }
        if (this.child === started) {
          this.replaceRenderer(started, new Error(`O gerador de PDF parou (${how}).`));
        }
      });
    });
  }

  private settle(message: RendererResponse): void {
    const job = this.current;
    if (job === null || job.id !== message.id) return;
    this.current = null;
    if (job.timer !== null) clearTimeout(job.timer);
    if (message.ok) {
      job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
    } else {
      job.reject(new PdfRenderError(message.error, 'failed'));
    }
    this.afterRender();
  }

  /** The render in progress overran: it fails, the renderer is replaced, the others go on. */
  private timeOut(job: Job): void {
    if (this.current !== job) return;
    const error = new PdfRenderError(`A geração do PDF passou de ${this.timeoutMs} ms.`, 'timeout');
    const child = this.child;
    this.child = null;
    this.current = null;
    child?.kill('SIGKILL');
    job.reject(error);
    this.options.onRendererFailure?.(error);
    this.afterRender();
  }

  /** The renderer died (or failed) under a render: that render fails, a new renderer takes over. */
  private replaceRenderer(child: ChildProcess, error: Error): void {
    this.child = null;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    const job = this.current;
    this.current = null;
    if (job !== null) {
      if (job.timer !== null) clearTimeout(job.timer);
      job.reject(new PdfRenderError(error.message, 'crashed'));
      this.options.onRendererFailure?.(error);
    }
    this.afterRender();
  }

  private afterRender(): void {
    if (this.queue.length > 0) {
      void this.pump();
      return;
    }
    if (this.child !== null) unrefWhileIdle(this.child);
    this.scheduleIdleStop();
  }

  private rejectPending(error: Error): void {
    const jobs = [...(this.current ? [this.current] : []), ...this.queue.splice(0)];
    this.current = null;
    for (const job of jobs) {
      if (job.timer !== null) clearTimeout(job.timer);
      job.reject(error);
    }
  }

  private markUnavailable(error: unknown): void {
    this.unavailable = true;
    this.starting = null;
    this.options.onRendererFailure?.(error instanceof Error ? error : new Error(String(error)));
  }

  private scheduleIdleStop(): void {
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => {
      if (this.current !== null || this.queue.length > 0 || this.child === null) return;
      const child = this.child;
      this.child = null;
      void stop(child);
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

/** An idle renderer does not keep the server's event loop alive. */
function unrefWhileIdle(child: ChildProcess): void {
  child.unref();
  child.channel?.unref();
}

function lowerPriority(child: ChildProcess, niceness: number): void {
  if (child.pid === undefined || niceness === 0) return;
  try {
    os.setPriority(child.pid, niceness);
  } catch {
    // Not permitted here (some containers): the renderer just runs at normal priority.
  }
}

/** Closes the IPC channel (the renderer exits on its own) and waits; SIGKILL after 2 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.disconnect();
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
  await exited;
  clearTimeout(timer);
}
