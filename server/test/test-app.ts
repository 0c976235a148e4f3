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
    DATA_DIR: '/tmp/legado-test-unused',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'info',
    ...env,
  });
}

/** Builds the real app on the given database, with logs captured. */
export async function createTestApp(
  database: DatabaseHandle,
  options: { env?: NodeJS.ProcessEnv; deps?: Partial<AppDeps> } = {},
): Promise<{ app: FastifyInstance; logs: LogCapture; config: Config }> {
  const logs = new LogCapture();
  const config = testConfig(options.env);
  const app = await buildApp(config, { database, logStream: logs, ...options.deps });
  return { app, logs, config };
}
