import type { FormOutcome, TestamentContent } from '@legado/contract';
import type { InterviewState } from '../interview-state.ts';

/** What the user sent: the start of the chat, a message, or a submitted form. */
export type TurnInput =
  | { kind: 'start' }
  | { kind: 'message'; text: string }
  | { kind: 'form'; name: string; values: unknown };

/** The engine's answer to one turn. */
export interface TurnResult {
  state: InterviewState;
  replies: string[];
  testamentJson?: TestamentContent;
  /** For a submitted form: taken, refused, or waiting for a typed confirmation. */
  formOutcome?: FormOutcome;
}

/** How a turn was handled (used by the model layer to know whether a proposal was accepted). */
export type TurnOutcome = 'start' | 'accepted' | 'rejected' | 'command' | 'faq' | 'other';

/** A turn's result and how it was handled. */
export interface Turn {
  result: TurnResult;
  outcome: TurnOutcome;
}

/** Builds a turn. */
export function reply(
  state: InterviewState,
  replies: string[],
  outcome: TurnOutcome,
  testamentJson?: TestamentContent,
): Turn {
  return { result: { state, replies, ...(testamentJson ? { testamentJson } : {}) }, outcome };
}

/** Tells the web what became of a submitted form (it keeps a refused form open). */
export function withFormOutcome(turn: Turn, formOutcome: FormOutcome): Turn {
  return { ...turn, result: { ...turn.result, formOutcome } };
}
