// Lighthouse 12 (mobile, simulated throttling: its default config) on / and /login of the built
// app, driven through the Node API against a local headless Chromium. Timings on the shared 2-core
// machine are noisy, so every page is measured several times and the median run is reported.
// Nothing leaves the machine: the app loads no external resource, and Chromium's background
// networking (updates, sync, safe browsing, field trials) is switched off. Nothing is written into
// the repository: each Chromium profile lives in the system's temporary folder and is removed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromiumArgs, resolveChromiumPath } from '../e2e/support/browser.ts';
import { startLegado } from './server-process.ts';

/** The pages of docs/QUALITY.md's Lighthouse budget. */
export const LIGHTHOUSE_PATHS = ['/', '/login'];
export const PERFORMANCE_BUDGET = 95;
export const ACCESSIBILITY_BUDGET = 100;

/** One Lighthouse run of one page; scores 0–100 as the report shows them. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

/** An audit that cost points: accessibility below 1, performance below 0.9 (Lighthouse's red/orange). */
export interface LighthouseFinding {
  category: 'performance' | 'accessibility';
  id: string;
  title: string;
  score: number;
  displayValue?: string;
}

export interface LighthousePage {
  path: string;
  /** The run with the median performance score: its scores and metrics are the ones reported. */
  median: LighthouseRun;
  /** Lowest accessibility score over the runs (it should not vary; the strict one counts). */
  accessibility: number;
  runs: LighthouseRun[];
  /** What the median run lost points on. */
  findings: LighthouseFinding[];
  warnings: string[];
}

export interface LighthouseResult {
  lighthouseVersion: string;
  chromium: string;
  chromiumPath: string;
  formFactor: string;
  throttling: string;
  /** Lighthouse's own CPU benchmark of this machine (higher is faster; ~1000+ is a desktop). */
  benchmarkIndex: number;
  runsPerPage: number;
  pages: LighthousePage[];
}

/** Headless Chromium with nothing that talks to the network on its own. */
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];

const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function toRun(lhr: Result): LighthouseRun {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcpMs: round(metric(lhr, 'first-contentful-paint')),
    lcpMs: round(metric(lhr, 'largest-contentful-paint')),
    tbtMs: round(metric(lhr, 'total-blocking-time')),
    cls: round(metric(lhr, 'cumulative-layout-shift'), 3),
    speedIndexMs: round(metric(lhr, 'speed-index')),
  };
}

function findings(lhr: Result): LighthouseFinding[] {
  const list: LighthouseFinding[] = [];
  for (const category of ['performance', 'accessibility'] as const) {
    const threshold = category === 'accessibility' ? 1 : 0.9;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= threshold) continue;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      list.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return list;
}

/** A run Lighthouse itself gave up on (e.g. NO_NAVSTART: "Please run Lighthouse again"). */
class LighthouseRuntimeError extends Error {}

/**
 * One run in a Chromium of its own (a reused browser loses the trace of later navigations). Its
 * profile and temporary files (TMPDIR) sit in one folder, removed afterwards: chrome-launcher
 * stops Chromium with SIGKILL, which would otherwise leave them behind in the system's /tmp.
 */
async function runOnce(chromiumPath: string, url: string): Promise<Result> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-lighthouse-'));
  const profile = path.join(folder, 'profile');
  fs.mkdirSync(profile);
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
    envVars: { ...process.env, TMPDIR: folder },
    logLevel: 'silent',
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(
        `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    return lhr;
  } finally {
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    chrome.kill();
    if (chrome.process.exitCode === null && chrome.process.signalCode === null) await exited;
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
  }
}

/**
 * Lighthouse on each page of `paths` of the app at `baseUrl`, `runs` times (interleaved, so a
 * noisy moment does not hit one page only), each run in a fresh Chromium profile.
 */
export async function measureLighthouse(
  baseUrl: string,
  options: { runs?: number; paths?: string[]; log?: (message: string) => void } = {},
): Promise<LighthouseResult> {
  const runs = options.runs ?? 3;
  const paths = options.paths ?? LIGHTHOUSE_PATHS;
  const log = options.log ?? (() => {});
  const chromiumPath = resolveChromiumPath();
  // Warm the server's file reads, so the first measured run is not the one paying for them.
  for (const route of paths) await (await fetch(new URL(route, baseUrl))).text();

  const results = new Map<string, Result[]>(paths.map((route) => [route, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const route of paths) {
      const url = new URL(route, baseUrl).href;
      // A run Lighthouse could not trace (rare, under load) is run again once, as it advises.
      const lhr = await runOnce(chromiumPath, url).catch((error: unknown) => {
        if (!(error instanceof LighthouseRuntimeError)) throw error;
        log(`${error.message}; running it again`);
        return runOnce(chromiumPath, url);
      });
      results.get(route)!.push(lhr);
      log(
        `lighthouse ${route} run ${run}/${runs}: performance ${score(lhr, 'performance')}, ` +
          `accessibility ${score(lhr, 'accessibility')}`,
      );
    }
  }

  const pages = paths.map((route): LighthousePage => {
    const lhrs = results.get(route)!;
    const byPerformance = [...lhrs].sort(
      (a, b) => score(a, 'performance') - score(b, 'performance'),
    );
    const medianLhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
    return {
      path: route,
      median: toRun(medianLhr),
      accessibility: Math.min(...lhrs.map((lhr) => score(lhr, 'accessibility'))),
      runs: lhrs.map(toRun),
      findings: findings(medianLhr),
      warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings.map(String)))],
    };
  });
  const first = results.get(paths[0]!)![0]!;
  return {
    lighthouseVersion: first.lighthouseVersion,
    chromium: first.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? '',
    chromiumPath,
    formFactor: first.configSettings.formFactor,
    throttling: first.configSettings.throttlingMethod,
    benchmarkIndex: first.environment.benchmarkIndex,
    runsPerPage: runs,
    pages,
  };
}

/** Lighthouse against a short-lived production server on a fresh PGlite database. */
export async function measureLighthouseOnFreshServer(
  options: { runs?: number; log?: (message: string) => void } = {},
): Promise<LighthouseResult> {
  const server = await startLegado({});
  try {
    return await measureLighthouse(server.baseUrl, options);
  } catch (error) {
    console.error(server.stderr());
    throw error;
  } finally {
    await server.stop();
  }
}

/** The budget lines of docs/QUALITY.md (same shape as bench/run-bench.ts's checks). */
export function lighthouseChecks(result: LighthouseResult | { error: string }) {
  const budget = (what: string) => (what === 'performance' ? `≥ ${PERFORMANCE_BUDGET}` : '= 100');
  if ('error' in result) {
    return ['performance', 'accessibility'].map((what) => ({
      what: `Lighthouse (mobile) ${what}, ${LIGHTHOUSE_PATHS.join(' and ')}`,
      measured: `not measured: ${result.error}`,
      budget: budget(what),
      status: 'NOT MEASURED' as const,
    }));
  }
  return result.pages.flatMap((page) => {
    const m = page.median;
    const runs = `${result.runsPerPage} runs`;
    return [
      {
        what: `Lighthouse (mobile) performance, ${page.path}`,
        measured:
          `${m.performance} (median of ${runs}: ${page.runs.map((r) => r.performance).join(', ')}; ` +
          `FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls})`,
        budget: budget('performance'),
        status: m.performance >= PERFORMANCE_BUDGET ? ('PASS' as const) : ('MISS' as const),
      },
      {
        what: `Lighthouse (mobile) accessibility, ${page.path}`,
        measured: `${page.accessibility} (lowest of ${runs})`,
        budget: budget('accessibility'),
        status: page.accessibility >= ACCESSIBILITY_BUDGET ? ('PASS' as const) : ('MISS' as const),
      },
    ];
  });
}

/** A markdown table of the median runs, plus what cost points. */
export function lighthouseReport(result: LighthouseResult): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  const header = [
    `Lighthouse ${result.lighthouseVersion} (${result.formFactor}, ${result.throttling} throttling, median of ${result.runsPerPage})`,
    'Performance',
    'Accessibility',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'Speed Index',
  ];
  const rows = result.pages.map((page) =>
    line([
      page.path,
      `${page.median.performance} (${page.runs.map((r) => r.performance).join(', ')})`,
      page.accessibility,
      `${page.median.fcpMs} ms`,
      `${page.median.lcpMs} ms`,
      `${page.median.tbtMs} ms`,
      page.median.cls,
      `${page.median.speedIndexMs} ms`,
    ]),
  );
  const notes = result.pages.flatMap((page) => [
    ...page.findings.map(
      (f) =>
        `- ${page.path}: ${f.category} audit \`${f.id}\` (${f.title}) scored ${f.score}` +
        (f.displayValue ? `: ${f.displayValue}` : ''),
    ),
    ...page.warnings.map((w) => `- ${page.path}: warning: ${w}`),
  ]);
  return [
    line(header),
    line(header.map(() => '---')),
    ...rows,
    '',
    `${result.chromium}, Lighthouse benchmarkIndex ${result.benchmarkIndex}`,
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}
