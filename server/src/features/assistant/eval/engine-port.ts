/**
 * The only door from the evaluation into the interview engine. The engine is being restructured
 * (issue 15): when its files move, fix the imports here and nothing else.
 */
import type { TestamentContent } from '@legado/contract';
import { currentQuestion, runTurn } from '../interview-engine.ts';
import { toContent, type InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';

/** The engine's state, opaque to the evaluation. */
export type EngineState = InterviewState;

/** One turn as the evaluation sees it. */
export interface EngineTurn {
  state: EngineState;
  replies: string[];
  will?: TestamentContent;
}

/** The greeting: the first turn, from no state. */
export function startInterview(today: string): EngineTurn {
  const r = runTurn(undefined, { kind: 'start' }, { today });
  return { state: r.state, replies: r.replies };
}

/** Sends one typed message. The state is copied first, as the chat service stores it as JSON. */
export function sendMessage(state: EngineState, text: string, today: string): EngineTurn {
  const copy = JSON.parse(JSON.stringify(state)) as EngineState;
  const r = runTurn(copy, { kind: 'message', text }, { today });
  return {
    state: r.state,
    replies: r.replies,
    ...(r.testamentJson ? { will: r.testamentJson } : {}),
  };
}

/**
 * The question pending now: its key (e.g. 'nome', 'netos:p3'), 'revisao' at the review, or
 * 'concluido' once the document is made.
 */
export function pendingKey(state: EngineState): string {
  const key = currentQuestion(state)?.key;
  if (key) return key;
  return state.current === 'concluido' || state.concluded ? 'concluido' : 'revisao';
}

/** The will as collected so far (missing fields are blank), to see what a turn stored. */
export function contentSoFar(state: EngineState, today: string): TestamentContent {
  return toContent(state, today);
}

/** The generic non-answer the engine gives when it cannot use a question. */
export const FALLBACK_REPLIES: readonly string[] = [M.unknownQuestion];
