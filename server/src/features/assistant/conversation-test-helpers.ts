import { TestamentContentSchema } from '@legado/contract';
import { expect } from 'vitest';
import { runTurn, type TurnInput, type TurnResult } from './interview-engine.ts';
import type { InterviewState } from './interview-state.ts';

/** A scripted user message: text, or a form submission. */
export type Step = string | { form: string; values: unknown };

/** Plays a conversation from the start; returns every result and the last one. */
export function play(steps: readonly Step[], today = '2025-05-10') {
  const ctx = { today };
  const results: TurnResult[] = [runTurn(undefined, { kind: 'start' }, ctx)];
  let state: InterviewState = results[0]!.state;
  for (const step of steps) {
    const input: TurnInput =
      typeof step === 'string'
        ? { kind: 'message', text: step }
        : { kind: 'form', name: step.form, values: step.values };
    const r = runTurn(JSON.parse(JSON.stringify(state)) as InterviewState, input, ctx);
    results.push(r);
    state = r.state;
  }
  const last = results[results.length - 1]!;
  const allReplies = results.flatMap((r) => r.replies);
  return { results, last, state, allReplies, userMessages: steps.length };
}

/** The final will, asserted schema-valid. */
export function finalWill(last: TurnResult) {
  expect(last.testamentJson, last.replies.join('\n')).toBeDefined();
  const parsed = TestamentContentSchema.safeParse(last.testamentJson);
  expect(parsed.success).toBe(true);
  expect(last.replies.join('\n')).toContain('[DOCUMENTO_PRONTO]');
  expect(last.replies.some((r) => r.trimEnd().endsWith('👉 [PREVIEW_READY]'))).toBe(true);
  return last.testamentJson!;
}
