/**
 * `npm run eval:assistant [-- --verbose | --json | --held-out] [-- <story id>…]`: plays every story
 * (or the held-out people, `held-out/`) and prints the
 * measures of issue 18. Always exits 0: it is a measurement, the ratchet lives in
 * conversations-eval.test.ts.
 */
import { checkStory } from './check.ts';
import { drive } from './drive.ts';
import { failureKinds, formatReport, totals } from './report.ts';
import { HELD_OUT } from './held-out/index.ts';
import { STORIES } from './stories/index.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose') || args.includes('-v');
const json = args.includes('--json');
const only = args.filter((a) => !a.startsWith('-'));
const pool = args.includes('--held-out') ? HELD_OUT : STORIES;
const stories = only.length ? pool.filter((s) => only.includes(s.id)) : pool;
const reports = stories.map((s) => checkStory(drive(s)));
if (json) {
  // For comparing two runs: the totals, the failure kinds and each story's numbers.
  const perStory = reports.map((r) => ({
    id: r.id,
    messages: r.messages,
    misunderstood: r.misunderstood,
    junk: r.junk,
    sentences: r.sentences,
    differences: r.differences,
    finished: r.finished,
  }));
  console.log(
    JSON.stringify({ totals: totals(reports), failures: failureKinds(reports), perStory }, null, 2),
  );
} else console.log(formatReport(reports, { verbose: verbose || only.length > 0 }));
