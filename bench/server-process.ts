import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/ sits right under it). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Peak and last resident memory of a process, sampled from /proc/<pid>/status. */
export class MemorySampler {
  private timer: NodeJS.Timeout | null = null;
  /** Highest VmRSS seen by the sampler, in bytes. */
  peakRss = 0;
  /** The kernel's own high-water mark (VmHWM) at the last sample, in bytes. */
  highWaterMark = 0;
  samples = 0;

  constructor(
    private readonly pid: number,
    private readonly intervalMs = 100,
  ) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
  }

  private sample(): void {
    let status: string;
    try {
      status = fs.readFileSync(`/proc/${this.pid}/status`, 'utf8');
    } catch {
      return; // the process is gone, or this is not Linux
    }
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    const rss = kb('VmRSS') * 1024;
    const hwm = kb('VmHWM') * 1024;
    if (Number.isFinite(rss)) this.peakRss = Math.max(this.peakRss, rss);
    if (Number.isFinite(hwm)) this.highWaterMark = Math.max(this.highWaterMark, hwm);
    this.samples += 1;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A process under test, with its address and memory sampler. */
export interface RunningProcess {
  baseUrl: string;
  pid: number;
  memory: MemorySampler;
  /** What the process wrote to stderr (for failures). */
  stderr: () => string;
  stop(): Promise<void>;
}

function track(child: ChildProcess): () => string {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-8_000);
  });
  return () => stderr;
}

/**
 * Starts the built server (server/dist/main.js) in production mode on a free port: on PostgreSQL
 * when `databaseUrl` is given, else on PGlite in a fresh temporary DATA_DIR (removed on stop).
 */
export async function startLegado(options: { databaseUrl?: string }): Promise<RunningProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-bench-'));
  // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  });
  const stderr = track(child);
  const memory = new MemorySampler(child.pid!);
  try {
    await waitForHealth(`${baseUrl}/api/v1/health`, child, 60_000);
  } catch (error) {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${stderr()}`);
  }
  memory.start();
  return {
    baseUrl,
    pid: child.pid!,
    memory,
    stderr,
    async stop() {
      memory.stop();
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bare Fastify hello route (bench/hello-server.mjs), the reference for req/s. */
export async function startHello(): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/hello-server.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { PATH: process.env.PATH, PORT: String(port) },
  });
  const stderr = track(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/hello`, child, 20_000);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${stderr()}`);
  }
  const memory = new MemorySampler(child.pid!);
  memory.start();
  return {
    baseUrl,
    pid: child.pid!,
    memory,
    stderr,
    async stop() {
      memory.stop();
      await stopChild(child);
    },
  };
}
