import { AT_DONE, AT_REVIEW } from '../interview-state-schema.ts';
import type { InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { describeAnswer, type AskedQuestion } from '../questions/catalogue.ts';
import type { TurnContext } from '../questions/question.ts';
import { currentQuestion, progress } from './navigation.ts';
import { reviewText } from './review.ts';

/** The question's text as asked now. */
export function askText(s: InterviewState, q: AskedQuestion): string {
  return q.question.ask(s, q.subject);
}

/** The text of the pending question, with progress, current value when correcting, and form marker. */
export function promptText(s: InterviewState, ctx: TurnContext): string {
  if (s.current === AT_DONE) return M.afterDone;
  const q = s.current === AT_REVIEW ? undefined : currentQuestion(s);
  if (!q) return reviewText(s, ctx);
  const current = s.editing ? describeAnswer(s, q) : undefined;
  const form = q.question.form;
  return [
    progress(q.question.section),
    askText(s, q) + (form ? ` [FORMULARIO:${form.name}]` : ''),
    ...(current ? [M.currentValue(current)] : []),
  ].join('\n');
}
