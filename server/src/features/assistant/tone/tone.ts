import type { Turn, TurnInput } from '../engine/turn-result.ts';
import { explainTerms } from './glossary.ts';
import { eventIn } from './kind-words.ts';

/**
 * The interview's voice over a finished turn: one kind sentence the first time a death or a
 * conflict is mentioned (once per person and event), and each legal term explained in a few
 * words the first time the assistant uses it. What was said is kept in `state.tone`.
 */
export function withTone(turn: Turn, input: TurnInput): Turn {
  const state = turn.result.state;
  const tone = {
    noted: [...(state.tone?.noted ?? [])],
    explained: [...(state.tone?.explained ?? [])],
  };
  let replies = turn.result.replies;
  const event = input.kind === 'message' ? eventIn(input.text) : undefined;
  if (event && !tone.noted.includes(event.key)) {
    tone.noted.push(event.key);
    replies = [event.sentence, ...replies];
  }
  const glossed = explainTerms(replies, tone.explained);
  const changed =
    glossed.explained.length !== tone.explained.length || replies !== turn.result.replies;
  if (!changed) return turn;
  state.tone = { noted: tone.noted, explained: glossed.explained };
  return { ...turn, result: { ...turn.result, state, replies: glossed.replies } };
}
