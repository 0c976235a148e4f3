import type { InterviewState } from './interview-state.ts';
import { SECTION_ORDER, SECTION_TITLES, type SectionId } from './messages.ts';
import { QUESTIONS } from './questions/catalogue.ts';

/** What is known so far, section by section (only sections with something in them). */
export function summaryBySection(s: InterviewState): [SectionId, string[]][] {
  const out: [SectionId, string[]][] = [];
  for (const section of SECTION_ORDER) {
    const lines = QUESTIONS.filter((q) => q.section === section)
      .flatMap((q) => q.summary?.(s) ?? [])
      .filter((line): line is string => typeof line === 'string' && line.length > 0);
    if (lines.length > 0) out.push([section, lines]);
  }
  return out;
}

/** The summary as text, one block per section. */
export function summaryText(s: InterviewState): string | undefined {
  const sections = summaryBySection(s);
  if (sections.length === 0) return undefined;
  return sections
    .map(([sec, lines]) => `${SECTION_TITLES[sec]}:\n${lines.map((l) => `• ${l}`).join('\n')}`)
    .join('\n\n');
}
