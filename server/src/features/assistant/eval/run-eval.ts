/**
 * `npm run eval:assistant [-- --verbose] [-- <story id>…]`: plays every story and prints the
 * measures of issue 18. Always exits 0: it is a measurement, the ratchet lives in
 * conversations-eval.test.ts.
 */
import { checkStory } from './check.ts';
import { drive } from './drive.ts';
import { formatReport } from './report.ts';
import { STORIES } from './stories/index.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose') || args.includes('-v');
const only = args.filter((a) => !a.startsWith('-'));
const stories = only.length ? STORIES.filter((s) => only.includes(s.id)) : STORIES;
const reports = stories.map((s) => checkStory(drive(s)));
console.log(formatReport(reports, { verbose: verbose || only.length > 0 }));
