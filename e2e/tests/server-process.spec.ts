import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/free-port.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../server/dist/main.js');

function run(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

test('a second server on the same data folder exits at once with a clear message', async () => {
  const second = run({ PORT: String(freePort()), DATA_DIR: process.env.E2E_DATA_DIR });
  const code = await second.exited;
  expect(code).not.toBe(0);
  expect(second.output()).toContain('já está em uso por outro processo do Legado');
});

test('a bad configuration stops start-up naming every bad key', async () => {
  const bad = run({ PORT: 'abc', DATABASE_URL: 'mysql://x', DATA_DIR: os.tmpdir() });
  expect(await bad.exited).toBe(1);
  expect(bad.output()).toContain('PORT');
  expect(bad.output()).toContain('DATABASE_URL');
});

test('SIGTERM stops the server within 10 seconds and frees the data folder', async () => {
  const port = freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-sigterm-'));
  const server = run({ PORT: String(port), DATA_DIR: dataDir });
  await waitForHealth(port);
  const started = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  expect(code).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(fs.existsSync(path.join(dataDir, 'legado.lock'))).toBe(false);
});
