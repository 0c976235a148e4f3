/** Totals over the corpus and the printed table (a measurement: it never fails). */
import { diffKey, fieldGroup, type StoryReport } from './check.ts';
import { clip } from './text.ts';

/** The corpus's numbers (the issue's measures). */
export interface Totals {
  stories: number;
  turns: number;
  misunderstood: number;
  misunderstoodPct: number;
  junk: number;
  storiesWithJunk: number;
  sentences: number;
  storiesWithSentences: number;
  unfinished: number;
  /** Wills with any field different from the facts (accents included). */
  wrongWills: number;
  /** Wills with a difference other than accents. */
  wrongWillsIgnoringAccents: number;
  differences: number;
  messagesMin: number;
  messagesMax: number;
  messagesMean: number;
}

/** One kind of failure, how often, in how many stories, and one example. */
export interface FailureKind {
  kind: string;
  count: number;
  stories: number;
  example: string;
}

export function totals(reports: readonly StoryReport[]): Totals {
  const turns = reports.reduce((a, r) => a + r.messages, 0);
  const misunderstood = reports.reduce((a, r) => a + r.misunderstood, 0);
  const finished = reports.filter((r) => r.finished).map((r) => r.messages);
  return {
    stories: reports.length,
    turns,
    misunderstood,
    misunderstoodPct: turns ? Math.round((1000 * misunderstood) / turns) / 10 : 0,
    junk: reports.reduce((a, r) => a + r.junk.length, 0),
    storiesWithJunk: reports.filter((r) => r.junk.length > 0).length,
    sentences: reports.reduce((a, r) => a + r.sentences.length, 0),
    storiesWithSentences: reports.filter((r) => r.sentences.length > 0).length,
    unfinished: reports.filter((r) => !r.finished).length,
    wrongWills: reports.filter((r) => r.differences.length > 0).length,
    wrongWillsIgnoringAccents: reports.filter((r) =>
      r.differences.some((d) => d.kind !== 'accents'),
    ).length,
    differences: reports.reduce((a, r) => a + r.differences.length, 0),
    messagesMin: finished.length ? Math.min(...finished) : 0,
    messagesMax: finished.length ? Math.max(...finished) : 0,
    messagesMean: finished.length
      ? Math.round((10 * finished.reduce((a, b) => a + b, 0)) / finished.length) / 10
      : 0,
  };
}

/** Every failure of the corpus grouped by kind, most common first. */
export function failureKinds(reports: readonly StoryReport[]): FailureKind[] {
  const kinds = new Map<string, { count: number; stories: Set<string>; example: string }>();
  const add = (kind: string, story: string, example: string) => {
    const k = kinds.get(kind) ?? { count: 0, stories: new Set<string>(), example };
    k.count += 1;
    k.stories.add(story);
    kinds.set(kind, k);
  };
  for (const r of reports) {
    for (const v of r.verdicts)
      for (const reason of v.reasons)
        add(reason.kind, r.id, `${r.id}: «${clip(v.turn.message, 70)}» → ${reason.detail}`);
    for (const j of r.junk) add('junk person in the registry', r.id, `${r.id}: "${j}"`);
    for (const s of r.sentences)
      add(
        `conversation in ${fieldGroup(s.field)}`,
        r.id,
        `${r.id}: "${clip(s.value, 70)}" (${s.why})`,
      );
    // A value already counted when it was stored is not counted again on the final will; an
    // unfinished conversation's blanks count once, as "unfinished"; accents and capitals are one kind.
    const stored = new Set(r.verdicts.flatMap((v) => v.reasons.map((x) => x.stored)));
    for (const d of r.differences) {
      if (stored.has(diffKey(d)) || (!r.finished && d.kind === 'missing')) continue;
      add(
        d.kind === 'accents'
          ? 'final will: accents, capitals or abbreviations differ (names, places)'
          : `final will: ${fieldGroup(d.field)} ${d.kind}`,
        r.id,
        `${r.id}: ${d.field} = "${clip(d.actual, 60)}", expected "${clip(d.expected, 60)}"`,
      );
    }
    if (!r.finished) add('unfinished', r.id, `${r.id}: ${r.failure ?? ''}`);
  }
  return [...kinds.entries()]
    .map(([kind, k]) => ({ kind, count: k.count, stories: k.stories.size, example: k.example }))
    .sort((a, b) => b.count - a.count || b.stories - a.stories);
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padl = (s: string | number, n: number) => String(s).padStart(n);

/** The table and the totals, as printed by `npm run eval:assistant`. */
export function formatReport(
  reports: readonly StoryReport[],
  opts: { verbose?: boolean } = {},
): string {
  const lines: string[] = [];
  lines.push(
    `${pad('story', 34)} ${padl('msgs', 4)} ${padl('misund', 6)} ${padl('junk', 4)} ${padl('sent', 4)} ${padl('diffs', 5)}  done`,
  );
  for (const r of reports) {
    lines.push(
      `${pad(r.id, 34)} ${padl(r.messages, 4)} ${padl(`${r.misunderstood}`, 6)} ${padl(r.junk.length, 4)} ${padl(r.sentences.length, 4)} ${padl(r.differences.length, 5)}  ${r.finished ? 'yes' : `NO (${r.failure ?? ''})`}`,
    );
    if (opts.verbose) {
      for (const v of r.verdicts)
        for (const reason of v.reasons)
          lines.push(
            `    ✗ [${v.turn.askedKey}] «${clip(v.turn.message, 60)}» ${reason.kind}: ${reason.detail}`,
          );
      for (const j of r.junk) lines.push(`    ✗ junk person: ${j}`);
      for (const s of r.sentences)
        lines.push(`    ✗ sentence in ${s.field}: "${clip(s.value, 70)}" (${s.why})`);
      for (const d of r.differences)
        lines.push(
          `    ≠ ${d.field}: "${clip(d.actual, 60)}" expected "${clip(d.expected, 60)}" (${d.kind})`,
        );
    }
  }
  const t = totals(reports);
  lines.push('');
  lines.push(
    `stories ${t.stories} · messages ${t.turns} · misunderstood ${t.misunderstood} (${t.misunderstoodPct}%, goal ≤ 5%)`,
  );
  lines.push(
    `messages to finish: min ${t.messagesMin}, mean ${t.messagesMean}, max ${t.messagesMax} · unfinished ${t.unfinished}`,
  );
  lines.push(
    `junk people ${t.junk} in ${t.storiesWithJunk} wills · conversation in legal fields ${t.sentences} in ${t.storiesWithSentences} wills`,
  );
  lines.push(
    `wills with a wrong field: ${t.wrongWills} of ${t.stories} (${t.wrongWillsIgnoringAccents} ignoring accents) · ${t.differences} differences`,
  );
  for (const id of ['typical-volunteers', 'typical-one-at-a-time']) {
    const r = reports.find((x) => x.id === id);
    if (r)
      lines.push(`${id}: ${r.messages} messages (goal ≤ ${id.endsWith('volunteers') ? 22 : 28})`);
  }
  lines.push('');
  lines.push('most common failures:');
  for (const k of failureKinds(reports).slice(0, opts.verbose ? 40 : 15))
    lines.push(
      `  ${padl(k.count, 4)}× in ${padl(k.stories, 2)} stories  ${k.kind}\n        e.g. ${k.example}`,
    );
  return lines.join('\n');
}
