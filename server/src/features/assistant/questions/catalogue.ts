import type { InterviewState } from '../interview-state.ts';
import { SECTION_ORDER, type SectionId } from '../messages.ts';
import { clauseQuestions } from './clauses.ts';
import { disinheritanceQuestions } from './disinheritance.ts';
import { executorQuestions } from './executor.ts';
import { familyQuestions, legitimaNote } from './family.ts';
import { formalityQuestions } from './formalities.ts';
import { giftQuestions } from './gifts.ts';
import { guardianshipQuestions } from './guardianship.ts';
import { identityQuestions } from './identity.ts';
import { previousWillQuestions } from './previous-wills.ts';
import type { Question, TurnContext } from './question.ts';
import { shareQuestions } from './shares.ts';
import { wishQuestions } from './wishes.ts';

/** Every question, in interview order. Built once; what applies is decided per turn. */
export const QUESTIONS: readonly Question[] = [
  ...identityQuestions,
  ...previousWillQuestions,
  ...familyQuestions,
  ...shareQuestions,
  ...giftQuestions,
  ...clauseQuestions,
  ...guardianshipQuestions,
  ...executorQuestions,
  ...wishQuestions,
  ...disinheritanceQuestions,
  ...formalityQuestions,
];

/** A note said when the interview leaves a section (e.g. who the necessary heirs are). */
export const SECTION_EXIT_NOTES: Partial<
  Record<SectionId, (s: InterviewState, ctx?: TurnContext) => string>
> = {
  familia: legitimaNote,
};

/** A question as asked now: its key in the state and, for a per-person question, whom it is about. */
export interface AskedQuestion {
  key: string;
  question: Question;
  subject: string;
}

/** The problems of a catalogue (empty when it is sound): checked when the server starts. */
export function catalogueProblems(questions: readonly Question[]): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  const forms = new Set<string>();
  let lastSection = 0;
  for (const q of questions) {
    if (keys.has(q.key)) problems.push(`duplicate key "${q.key}"`);
    keys.add(q.key);
    const section = SECTION_ORDER.indexOf(q.section);
    if (section < lastSection) problems.push(`"${q.key}" is out of its section's order`);
    lastSection = Math.max(lastSection, section);
    if (q.form) {
      if (!q.form.schema) problems.push(`form "${q.form.name}" of "${q.key}" has no schema`);
      if (forms.has(q.form.name)) problems.push(`form "${q.form.name}" is used twice`);
      forms.add(q.form.name);
    }
  }
  for (const q of questions) {
    for (const dep of q.dependsOn ?? []) {
      const target = questions.find((x) => x.key === dep);
      if (!target) problems.push(`"${q.key}" depends on unknown "${dep}"`);
      // Staleness compares the described value before and after an answer.
      else if (!target.describe) problems.push(`"${dep}" has dependents but no describe`);
    }
    if (q.editInstead && !keys.has(q.editInstead))
      problems.push(`"${q.key}" opens unknown "${q.editInstead}" instead`);
  }
  return problems;
}

/** Throws with every problem of the catalogue. */
export function requireSoundCatalogue(questions: readonly Question[]): void {
  const problems = catalogueProblems(questions);
  if (problems.length > 0) throw new Error(`Question catalogue: ${problems.join('; ')}`);
}

requireSoundCatalogue(QUESTIONS);

/** The catalogue by key (keys are unique: checked above). */
const BY_KEY: ReadonlyMap<string, Question> = new Map(QUESTIONS.map((q) => [q.key, q]));

/** The questions that apply to this person now, in interview order. */
export function applicableQuestions(s: InterviewState): AskedQuestion[] {
  const out: AskedQuestion[] = [];
  for (const question of QUESTIONS) {
    if (question.forEach) {
      for (const subject of question.forEach(s))
        out.push({ key: `${question.key}:${subject}`, question, subject });
    } else if (!question.appliesWhen || question.appliesWhen(s)) {
      out.push({ key: question.key, question, subject: '' });
    }
  }
  return out;
}

/** The question with this key, if it applies now. */
export function findQuestion(s: InterviewState, key: string): AskedQuestion | undefined {
  const [base = '', subject] = key.split(':', 2);
  const question = BY_KEY.get(base);
  if (!question) return undefined;
  if (question.forEach) {
    return subject !== undefined && question.forEach(s).includes(subject)
      ? { key, question, subject }
      : undefined;
  }
  if (subject !== undefined) return undefined;
  return !question.appliesWhen || question.appliesWhen(s)
    ? { key, question, subject: '' }
    : undefined;
}

/** The question's current value in words, if it has one. */
export function describeAnswer(s: InterviewState, q: AskedQuestion): string | undefined {
  return q.question.describe?.(s, q.subject);
}
