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
  /** A render taking longer than this is abandoned and the renderer replaced. */
  timeoutMs?: number;
  /** An idle renderer is stopped after this long, giving its memory back. */
  idleMs?: number;
  /**
   * The renderer's scheduling priority (nice value, 0–19): a PDF waits a little rather than slow
   * down everyone's chat on a machine with few cores.
   */
  niceness?: number;
  onRendererFailure?: (error: Error) => void;
}

interface Job {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One child process that renders PDFs, started on first use (or `warmUp`) and reused; renders
 * queue in its message loop. It exits when the server goes away (its IPC channel closes), when it
 * stays idle for `idleMs`, or when a render overruns `timeoutMs`; the next render starts a new
 * one. If it cannot start at all (e.g. a broken build), renders fall back to this process.
 */
export class WillPdfProcess {
  private child: ChildProcess | null = null;
  private starting: Promise<ChildProcess | null> | null = null;
  private unavailable = false;
  /** A renderer started at least once: a later failed start is not a broken build. */
  private everReady = false;
  private closed = false;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly timeoutMs: number;
  private readonly idleMs: number;

  constructor(private readonly options: WillPdfProcessOptions) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
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

  /** Starts the renderer ahead of the first render (optional; the first render starts it too). */
  async warmUp(): Promise<void> {
    await this.ensureChild();
  }

  async render(input: RenderWillPdfInput): Promise<Buffer> {
    const child = await this.ensureChild();
    if (this.closed) throw new Error('O gerador de PDF foi encerrado.');
    if (child === null) return this.options.fallback(input);
    this.clearIdleTimer();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failAll(new Error(`A geração do PDF passou de ${this.timeoutMs} ms.`));
      }, this.timeoutMs);
      this.jobs.set(id, { resolve, reject, timer });
      // Keep this process alive while a render is in flight; an idle renderer does not.
      child.ref();
      child.channel?.ref();
      try {
        child.send({ id, input } satisfies RendererRequest);
      } catch (error) {
        // The input could not be serialized, or the channel just closed: this render fails alone.
        this.jobs.delete(id);
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Stops the renderer; pending renders are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    this.clearIdleTimer();
    const child = this.child;
    this.child = null;
    this.starting = null;
    this.rejectPending(new Error('O gerador de PDF foi encerrado.'));
    if (child !== null) await stop(child);
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
        () => failStart(new Error(`O gerador de PDF não ficou pronto em ${this.timeoutMs} ms.`)),
        this.timeoutMs,
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
        else if (this.child === started) this.failAll(error);
      });
      started.on('exit', (code, signal) => {
        const how = signal ?? `código ${code}`;
        if (!settled) {
          failStart(new Error(`O gerador de PDF saiu ao iniciar (${how}).`));
          return;
        }
        if (this.child === started) {
          this.child = null;
          this.rejectPending(new Error(`O gerador de PDF parou (${how}).`));
        }
      });
    });
  }

  private settle(message: RendererResponse): void {
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
      if (this.child !== null) unrefWhileIdle(this.child);
      this.scheduleIdleStop();
    }
  }

  /** A crashed or stuck renderer is replaced on the next render; its pending renders fail. */
  private failAll(error: Error): void {
    const child = this.child;
    this.child = null;
    this.rejectPending(error);
    this.options.onRendererFailure?.(error);
    if (child !== null) child.kill('SIGKILL');
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
    this.options.onRendererFailure?.(error instanceof Error ? error : new Error(String(error)));
  }

  private scheduleIdleStop(): void {
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => {
      if (this.jobs.size > 0 || this.child === null) return;
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
