import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { request } from './http.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../server/dist/main.js');

/** Where the server keeps its data: PGlite in DATA_DIR, or PostgreSQL by URL. */
export interface ServerStorage {
  dataDir: string;
  databaseUrl?: string;
}

/** A running production bundle (node server/dist/main.js). */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Resolves once the process is gone, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process printed (the last 64 KiB). */
  output(): string;
}

// Anything from the caller's environment that would point the server elsewhere or call out.
const notInherited = [
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'SMTP_URL',
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'LLM_MODEL',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_DISCOVERY_URL',
  'ANALYTICS_SCRIPT_URL',
  'ANALYTICS_SITE',
];

/** Starts the server on 127.0.0.1:port with NODE_ENV=test and LOG_LEVEL=warn. */
export function startServer(port: number, storage: ServerStorage): ServerProcess {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of notInherited) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: storage.dataDir,
    // A load test: thousands of turns per account in seconds, far past a person's quotas.
    WRITES_PER_MINUTE: '1000000',
    MAX_TURNS_PER_WILL: '1000000',
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
  });
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-65_536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, exited, output: () => output };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls GET /api/v1/health until it answers 200; resolves with the milliseconds since `since`.
 * Throws when the process exits first or nothing answers within `timeoutMs`.
 */
export async function waitUntilHealthy(
  server: ServerProcess,
  since: number,
  timeoutMs = 30_000,
): Promise<number> {
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void server.exited.then((value) => (exit = value));
  const agent = new http.Agent({ keepAlive: false });
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (exit) {
        throw new Error(
          `server exited (code ${exit.code}, signal ${exit.signal}) before becoming healthy:\n${server.output()}`,
        );
      }
      try {
        const response = await request(agent, server.port, '/api/v1/health', {
          method: 'GET',
          timeoutMs: 2_000,
        });
        if (response.status === 200) return Date.now() - since;
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
  } finally {
    agent.destroy();
  }
}

/** Sends a signal and waits for the exit; SIGKILLs after `timeoutMs` so nothing is left behind. */
export async function stopServer(
  server: ServerProcess,
  signal: NodeJS.Signals,
  timeoutMs = 15_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
  const started = Date.now();
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const result = await Promise.race([server.exited, timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') {
    server.child.kill('SIGKILL');
    const forced = await server.exited;
    return { ...forced, ms: Date.now() - started };
  }
  return { ...result, ms: Date.now() - started };
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
