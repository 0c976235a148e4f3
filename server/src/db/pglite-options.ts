import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';
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

/**
 * Has V8 compile WebAssembly with its baseline compiler only (Liftoff, no TurboFan tier-up).
 * PGlite is 9 MB of WebAssembly: with tier-up V8 also keeps optimized code for every hot function
 * of PostgreSQL, ~70 MB more memory, and measured no faster on our queries (0.34 against 0.35 ms
 * for a simple insert or select). V8 reads the flag when a module compiles, so this runs before
 * PGlite loads. No other WebAssembly runs in the server (the PDF renderer is its own process).
 */
export function compileWasmWithBaselineOnly(): void {
  v8.setFlagsFromString('--liftoff-only');
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
