import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * PGlite's start parameters with a smaller buffer cache: its default `shared_buffers` of 128 MB
 * lives in the server's own memory (WebAssembly), where 16 MB serve a Legado's data well; the
 * operating system still caches the files. PGlite keeps its defaults in an untyped static field;
 * if a release drops it, its own defaults apply (more memory, nothing breaks).
 */
export function pgliteOptions(PGlite: unknown): PGliteOptions {
  const defaults = (PGlite as { defaultStartParams?: unknown }).defaultStartParams;
  if (!Array.isArray(defaults) || !defaults.every((item) => typeof item === 'string')) return {};
  return { startParams: [...defaults, '-c', 'shared_buffers=16MB'] };
}

const run = promisify(execFile);

/**
 * Creates a new PGlite data folder in a short-lived child process. initdb runs in its own
 * WebAssembly instance that takes ~700 MB at its peak; in a child, that memory goes back to the
 * system when it exits instead of staying in the server. An existing folder is left as it is.
 */
export async function initPgliteFolder(folder: string): Promise<void> {
  if (fs.existsSync(path.join(folder, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = new PGlite(process.argv[1]);
await db.waitReady;
await db.close();`;
  await run(process.execPath, ['--input-type=module', '-e', script, folder], {
    timeout: 120_000,
  });
}
