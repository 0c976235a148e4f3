import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** The Node and V8 flags a package's `start` script passes before `<folder>dist/main.js`. */
function startFlags(manifest: URL, entry: string): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    scripts: Record<string, string>;
  };
  const match = new RegExp(`\\bnode((?: --\\S+)*) ${entry}\\b`).exec(scripts.start ?? '');
  if (!match) throw new Error(`${manifest.pathname}: "start" does not run node … ${entry}`);
  return (match[1] ?? '').split(' ').filter(Boolean);
}

// The server's engine flags live on the command line of `npm start` only (README, ADR 0017): a
// flag this Node does not know stops it with "bad option", so this catches a Node upgrade that
// drops one before a deploy does.
describe('the flags of npm start', () => {
  const root = startFlags(new URL('../../package.json', import.meta.url), 'server/dist/main.js');

  it('are the same in the root and the server package', () => {
    expect(startFlags(new URL('../package.json', import.meta.url), 'dist/main.js')).toEqual(root);
  });

  it('are all known to this Node', async () => {
    expect(root.length).toBeGreaterThan(0);
    const { stdout, stderr } = await run(process.execPath, [...root, '-e', 'console.log("ok")']);
    expect(stderr).toBe('');
    expect(stdout.trim()).toBe('ok');
  });

  it('would notice a flag that this Node does not know', async () => {
    await expect(run(process.execPath, ['--heap-growing-percentage=25', '-e', ''])).rejects.toThrow(
      /bad option/,
    );
  });
});
