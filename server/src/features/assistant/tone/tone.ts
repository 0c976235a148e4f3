import type { Turn, TurnInput } from '../engine/turn-result.ts';
import { explainTerms } from './glossary.ts';
import { eventIn } from './kind-words.ts';
import type { InterviewState } from '../interview-state.ts';
import { normalize } from '../parsers/text.ts';

/** The first names of the people named so far, normalized ("Marcos Cavalcanti" → "marcos"). */
function firstNames(state: InterviewState): string[] {
  return state.draft.pessoas
    .map((p) => normalize(p.nome).split(' ')[0] ?? '')
    .filter((name) => name.length >= 3);
}

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
  const event = input.kind === 'message' ? eventIn(input.text, firstNames(state)) : undefined;
  if (event) {
    // Said once per person: "meu filho Marcos faleceu", then "o Marcos faleceu em 2019", is one death.
    // A mention that names nobody ("Agressão física", "ele faleceu") after one of its kind was
    // acknowledged most likely speaks of the same person.
    const kind = event.key.split(':')[0] ?? '';
    const anonymous = event.keys.every((key) => key.endsWith(':alguem'));
    const known =
      event.keys.some((key) => tone.noted.includes(key)) ||
      (anonymous && tone.noted.some((key) => key.startsWith(`${kind}:`)));
    tone.noted.push(...event.keys.filter((key) => !tone.noted.includes(key)));
    if (!known) replies = [event.sentence, ...replies];
  }
  const glossed = explainTerms(replies, tone.explained);
  const changed =
    glossed.explained.length !== tone.explained.length ||
    replies !== turn.result.replies ||
    tone.noted.length !== (state.tone?.noted.length ?? 0);
  if (!changed) return turn;
  state.tone = { noted: tone.noted, explained: glossed.explained };
  return { ...turn, result: { ...turn.result, state, replies: glossed.replies } };
}
