import {
  StoryPlayer,
  TYPICAL_ONE_AT_A_TIME,
  type Story,
} from '../src/features/assistant/eval/fixtures.ts';

/**
 * Answers a story of the assistant's corpus by topic through the API (the shared fixture of the
 * server tests, the browser suite and the bench), until the will is made or, with `until`, until
 * that topic is asked. A shadow engine knows which topic the server asks, so adding or removing a
 * question never breaks the walk. Returns the last turn.
 */
export async function answerStory<T>(
  say: (text: string) => Promise<T>,
  { story = TYPICAL_ONE_AT_A_TIME, until }: { story?: Story; until?: string } = {},
): Promise<T | undefined> {
  const player = new StoryPlayer(story);
  let turn: T | undefined;
  for (let i = 0; i < 120 && !player.done && player.topic !== until; i++) {
    turn = await say(player.next());
  }
  return turn;
}

/** The testator of the shared typical story. */
export const TYPICAL_TESTATOR = TYPICAL_ONE_AT_A_TIME.facts.testador.nome;
