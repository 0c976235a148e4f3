import { AT_DONE, AT_REVIEW } from '../interview-state-schema.ts';
import type { InterviewState } from '../interview-state.ts';
import type { TurnContext } from '../questions/question.ts';
import { M, SECTION_ORDER, SECTION_TITLES, type SectionId } from '../messages.ts';
import {
  applicableQuestions,
  describeAnswer,
  findQuestion,
  QUESTIONS,
  SECTION_EXIT_NOTES,
  type AskedQuestion,
} from '../questions/catalogue.ts';

/** Number of etapas shown in "Etapa N de M". */
export const TOTAL_ETAPAS = SECTION_ORDER.length;

/** How many questions "voltar" can walk back. */
const HISTORY_LIMIT = 60;

/** The current question, or undefined at the review. */
export function currentQuestion(s: InterviewState): AskedQuestion | undefined {
  return findQuestion(s, s.current);
}

/** The section of the current question ('revisao' at the review and after it). */
export function currentSection(s: InterviewState): SectionId {
  if (s.current === AT_REVIEW || s.current === AT_DONE) return 'revisao';
  return currentQuestion(s)?.question.section ?? 'revisao';
}

/** "Etapa N de M · Título". */
export function progress(section: SectionId): string {
  return M.progress(SECTION_ORDER.indexOf(section) + 1, TOTAL_ETAPAS, SECTION_TITLES[section]);
}

/** Remembers the current question for "voltar". */
export function pushHistory(s: InterviewState): void {
  s.history = [...s.history, s.current].slice(-HISTORY_LIMIT);
}

/** The next question after `fromKey`: the rest of a section being corrected, else the first open one. */
function nextKey(s: InterviewState, fromKey: string): string {
  const qs = applicableQuestions(s);
  if (s.editing) {
    const idx = qs.findIndex((q) => q.key === fromKey);
    const next =
      idx >= 0 ? qs.slice(idx + 1).find((q) => q.question.section === s.editing) : undefined;
    if (next) return next.key;
    s.editing = null;
  }
  return qs.find((q) => !s.answered.includes(q.key))?.key ?? AT_REVIEW;
}

/** Makes sure the current question still applies (answers may have changed what applies). */
export function ensureCurrent(s: InterviewState): void {
  if (s.current === AT_REVIEW || s.current === AT_DONE) return;
  if (!findQuestion(s, s.current)) s.current = nextKey(s, s.current);
}

/**
 * Answers that depended on a changed one are asked again: every question declaring `dependsOn`
 * this question's key (all its per-person instances too) is no longer answered.
 */
export function forgetDependents(s: InterviewState, changedKey: string): void {
  const stale = QUESTIONS.filter((q) => q.dependsOn?.includes(changedKey)).map((q) => q.key);
  if (stale.length === 0) return;
  s.answered = s.answered.filter((key) => !stale.some((k) => key === k || key.startsWith(`${k}:`)));
}

/**
 * Moves past a question (answered, kept or skipped) and returns the notes to show before the next
 * prompt. `before` is the question's value in words before this turn: when it changed (or was
 * unknown), the answers that depend on it are asked again.
 */
export function advance(
  s: InterviewState,
  from: AskedQuestion,
  before: string | undefined,
  alsoAnswered: readonly string[] = [],
  ctx?: TurnContext,
): string[] {
  const after = describeAnswer(s, from);
  if (before === undefined || after !== before) forgetDependents(s, from.question.key);
  // What the same message also answered is fresh, not stale: marked after the dependents go.
  for (const key of [from.key, ...alsoAnswered])
    if (!s.answered.includes(key)) s.answered.push(key);
  s.attempts = 0;
  const next = nextKey(s, from.key);
  if (next !== s.current) pushHistory(s);
  s.current = next;
  const leaving = from.question.section;
  const note = leaving !== currentSection(s) ? SECTION_EXIT_NOTES[leaving]?.(s, ctx) : undefined;
  return note ? [note] : [];
}
