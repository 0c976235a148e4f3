// `npm run bench:lighthouse`: only the Lighthouse budget of docs/QUALITY.md, on the built app
// (a short-lived production server on a fresh PGlite database). Prints the table; writes nothing.
// LIGHTHOUSE_RUNS changes the runs per page (default 3, the median is reported).
import fs from 'node:fs';
import path from 'node:path';
import {
  lighthouseChecks,
  lighthouseReport,
  measureLighthouseOnFreshServer,
} from './lighthouse.ts';
import { repoRoot } from './server-process.ts';

const log = (message: string) => console.log(`[bench] ${message}`);

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(repoRoot, 'server/dist/main.js'))) {
    throw new Error('server/dist/main.js is missing: run `npm run build` (bench:lighthouse does)');
  }
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const result = await measureLighthouseOnFreshServer({ runs, log });
  const checks = lighthouseChecks(result);
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  console.log(
    [
      '',
      lighthouseReport(result),
      '',
      line(['Budget (docs/QUALITY.md)', 'Measured', 'Budget', 'Status']),
      line(['---', '---', '---', '---']),
      ...checks.map((c) => line([c.what, c.measured, c.budget, c.status])),
      '',
    ].join('\n'),
  );
  if (process.env.LIGHTHOUSE_JSON) console.log(JSON.stringify(result, null, 2));
  process.exitCode = checks.every((c) => c.status === 'PASS') ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
