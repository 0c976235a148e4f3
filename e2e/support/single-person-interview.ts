import { scriptFor } from '../../server/src/features/assistant/eval/fixtures.ts';
import { SINGLE_PERSON } from '../../server/src/features/assistant/eval/stories/single-person.ts';

/**
 * The single person of the browser suite (no children, 60% to a friend and 40% to a charity, a
 * typed will signed before three witnesses), a story of the assistant's evaluation answered by
 * topic: play it with `answerStory`/`answerStoryUntil` (story-chat.ts).
 */
export { SINGLE_PERSON };

/**
 * The same person's messages in the order this checkout's interview asks them, on today's date
 * (for the server's tests, which type a fixed list through the API).
 */
export const singlePersonAnswers: readonly string[] = scriptFor(SINGLE_PERSON);
