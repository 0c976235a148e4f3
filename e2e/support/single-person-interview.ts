/**
 * The single person of the browser suite (no children, 60% to a friend and 40% to a charity, a
 * typed will signed before three witnesses), the shared story of the server tests and the
 * assistant's evaluation, answered by topic: play it with `answerStory`/`answerStoryUntil`
 * (story-chat.ts).
 */
export { SINGLE_PERSON } from '../../server/src/features/assistant/eval/fixtures.ts';
