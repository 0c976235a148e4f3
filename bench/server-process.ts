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

/** VmRSS and VmHWM of a process in bytes, from /proc/<pid>/status; null once it is gone. */
function readMemory(pid: number): { rss: number; hwm: number } | null {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null; // the process is gone, or this is not Linux
  }
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/**
 * The fields of /proc/<pid>/stat after "pid (comm) " (comm may hold spaces, so the split starts
 * after the last ')'): state is field 0, ppid 1, utime 11, stime 12. Null once the process is gone.
 */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU time a process has used so far (user + system), in ms; Linux counts it in clock ticks of
 * 10 ms (USER_HZ = 100 on every mainstream architecture).
 */
export function cpuTimeMs(pid: number): number {
  const fields = statFields(pid);
  return fields === null ? Number.NaN : (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time used so far by every process named `postgres` on this machine (a local PostgreSQL's
 * backends and its background processes), in ms; null when there is none (a remote server).
 */
export function postgresCpuTimeMs(): number | null {
  let total = 0;
  let found = false;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
      found = true;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found ? total : null;
}

/** The ids of the live child processes of `pid` (the server's PDF renderer). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(statFields(entry)?.[1]) === pid)
    .map(Number);
}

/**
 * Peak resident memory of a process, sampled from /proc/<pid>/status, and separately the peak of
 * its child processes taken together (the server's PDF renderer runs in one, ADR 0013).
 */
export class MemorySampler {
  private timer: NodeJS.Timeout | null = null;
  /** Highest VmRSS seen by the sampler, in bytes. */
  peakRss = 0;
  /** The kernel's own high-water mark (VmHWM) at the last sample, in bytes. */
  highWaterMark = 0;
  samples = 0;
  /** Highest sum of the children's VmRSS seen, in bytes. */
  childrenPeakRss = 0;
  /** Highest VmRSS of the process and its children at one sample, in bytes. */
  totalPeakRss = 0;
  private children: number[] = [];
  /** Highest VmRSS per phase of the bench (see `phase`), in bytes. */
  readonly phasePeaks = new Map<string, number>();
  private currentPhase = 'idle after boot';

  constructor(
    private readonly pid: number,
    private readonly intervalMs = 100,
  ) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
  }

  /** Samples now, then attributes the following samples to `name`. */
  phase(name: string): void {
    this.sample();
    this.currentPhase = name;
    this.sample();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
  }

  private sample(): void {
    const own = readMemory(this.pid);
    if (own === null) return;
    if (Number.isFinite(own.rss)) {
      this.peakRss = Math.max(this.peakRss, own.rss);
      const phasePeak = this.phasePeaks.get(this.currentPhase) ?? 0;
      this.phasePeaks.set(this.currentPhase, Math.max(phasePeak, own.rss));
    }
    if (Number.isFinite(own.hwm)) this.highWaterMark = Math.max(this.highWaterMark, own.hwm);
    // Looking for children walks /proc: once a second is enough to notice a new renderer.
    if (this.samples % 10 === 0) this.children = childrenOf(this.pid);
    let children = 0;
    for (const child of this.children) {
      // An exited child not yet reaped has no VmRSS line: count it as nothing, not as NaN.
      const rss = readMemory(child)?.rss;
      if (rss !== undefined && Number.isFinite(rss)) children += rss;
    }
    this.childrenPeakRss = Math.max(this.childrenPeakRss, children);
    if (Number.isFinite(own.rss))
      this.totalPeakRss = Math.max(this.totalPeakRss, own.rss + children);
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
  /** The server's DATA_DIR (its outbox holds the sign-up confirmations); none for hello. */
  dataDir?: string;
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
 * The Node flags of `npm start` (root package.json), so the bench measures the server as it runs
 * in production: `node <flags> server/dist/main.js`.
 */
export function startScriptNodeFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const match = /\bnode((?: --\S+)*) server\/dist\/main\.js\b/.exec(manifest.scripts.start ?? '');
  if (!match) throw new Error('package.json "start" does not run `node … server/dist/main.js`');
  return (match[1] ?? '').split(' ').filter(Boolean);
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
  const entry = path.join(repoRoot, 'server/dist/main.js');
  const child = spawn(process.execPath, [...startScriptNodeFlags(), ...nodeArgs, entry], {
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
      // A load test: 12 accounts write thousands of turns and wills a minute, far past a
      // person's quotas (the quota's own upsert per write is still measured).
      WRITES_PER_MINUTE: '1000000',
      MAX_WILLS_PER_USER: '100000',
      MAX_TURNS_PER_WILL: '1000000',
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
    dataDir,
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
