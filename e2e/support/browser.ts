import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else the system's /usr/bin/chromium, else the
 * binary shipped inside the @sparticuz/chromium npm package (no download step).
 */
export function resolveChromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  // executablePath() is async (it unpacks the binary into /tmp once); run it in a child process
  // so the Playwright config can stay synchronous.
  return execFileSync(
    process.execPath,
    [
      '-e',
      "import('@sparticuz/chromium').then(async (m) => process.stdout.write(await m.default.executablePath()))",
    ],
    { encoding: 'utf8' },
  ).trim();
}

/** Flags that keep Chromium quiet on a machine with no network beyond loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
