import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';

/** Captures every log line the app writes, so tests can assert what never reaches them. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.lines.push(chunk.toString('utf8'));
    callback();
  }
  get text(): string {
    return this.lines.join('');
  }
}

/** The configuration tests run with, overridable per test. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'info',
    // Suites run whole interviews for one account in seconds, far faster than a person writes;
    // the quota itself is tested with its own values (security/quotas.test.ts).
    WRITES_PER_MINUTE: '100000',
    ...env,
  });
}

const dataDirs = new WeakMap<FastifyInstance, string>();

/** The DATA_DIR of a test app: where its outbox e-mails are (sign-ups confirm through them). */
export function dataDirOf(app: FastifyInstance): string {
  const dataDir = dataDirs.get(app);
  if (!dataDir) throw new Error('not an app made by createTestApp');
  return dataDir;
}

/**
 * Builds the real app on the given database, with logs captured. Without a DATA_DIR in `env`, the
 * app gets a temporary one of its own, removed when it closes.
 */
export async function createTestApp(
  database: DatabaseHandle,
  options: { env?: NodeJS.ProcessEnv; deps?: Partial<AppDeps> } = {},
): Promise<{ app: FastifyInstance; logs: LogCapture; config: Config }> {
  const logs = new LogCapture();
  const ownDataDir = options.env?.DATA_DIR
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'legado-app-'));
  const config = testConfig({ ...options.env, ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}) });
  const app = await buildApp(config, { database, logStream: logs, ...options.deps });
  dataDirs.set(app, config.dataDir);
  if (ownDataDir) {
    app.addHook('onClose', () => fs.rmSync(ownDataDir, { recursive: true, force: true }));
  }
  return { app, logs, config };
}
