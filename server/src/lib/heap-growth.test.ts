import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const heapGrowthModule = pathToFileURL(new URL('./heap-growth.ts', import.meta.url).pathname).href;

describe('limitHeapGrowth', () => {
  // The memory it saves is measured by `npm run bench` (ADR 0016): a garbage collector's
  // heuristics are no ground for a unit test. What can break silently is the flag itself: a V8
  // that drops it only prints "unrecognized flag" and goes on with its own growth.
  it('sets a flag that this Node’s V8 knows', async () => {
    const { stderr } = await run(process.execPath, [
      '--import',
      tsxLoader,
      '--input-type=module',
      '-e',
      `const { limitHeapGrowth } = await import(${JSON.stringify(heapGrowthModule)});
limitHeapGrowth();`,
    ]);
    expect(stderr).not.toMatch(/unrecognized flag/i);
  });

  it('would notice a flag that V8 does not know', async () => {
    const { stderr } = await run(process.execPath, [
      '-e',
      `require('node:v8').setFlagsFromString('--heap-growing-percentage=25');`,
    ]);
    expect(stderr).toMatch(/unrecognized flag/);
  });
});
