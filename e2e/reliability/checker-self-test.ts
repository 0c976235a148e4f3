import type { ChatMessage } from '@legado/contract';
import { checkConversation, type ConversationExpectation } from './conversation-check.ts';

const message = (id: string, role: ChatMessage['role'], content = id): ChatMessage => ({
  id,
  role,
  content,
  created_at: '2025-01-01T00:00:00.000Z',
});

const base: ConversationExpectation = {
  known: new Set(['g']),
  acknowledged: [{ userMessageId: 'u1', replyIds: ['a1', 'a2'] }],
  unanswered: ['sim'],
  everyCommittedTurnAnswered: false,
};

const healthy = [
  message('g', 'assistant'),
  message('u1', 'user'),
  message('a1', 'assistant'),
  message('a2', 'assistant'),
  message('u2', 'user', 'sim'),
  message('a3', 'assistant'),
];

/**
 * The checker must pass a healthy conversation and catch each kind of damage, so a green crash
 * test cannot come from a check that sees nothing. Returns the checker's own failures.
 */
export function checkerSelfTest(): string[] {
  const failures: string[] = [];
  const expectProblems = (name: string, messages: ChatMessage[], expected = base) => {
    if (checkConversation(messages, expected).problems.length === 0) {
      failures.push(`the checker missed: ${name}`);
    }
  };
  const clean = checkConversation(healthy, base);
  if (clean.problems.length > 0 || clean.committedUnanswered !== 1) {
    failures.push(`the checker rejects a healthy conversation: ${clean.problems.join('; ')}`);
  }
  expectProblems(
    'a lost acknowledged reply',
    healthy.filter((m) => m.id !== 'a2'),
  );
  expectProblems(
    'a lost earlier message',
    healthy.filter((m) => m.id !== 'g'),
  );
  expectProblems('a duplicated message', [
    ...healthy.slice(0, 4),
    healthy[3]!,
    ...healthy.slice(4),
  ]);
  expectProblems('a user message without reply', healthy.slice(0, 5));
  expectProblems('two user messages in a row', [
    ...healthy.slice(0, 4),
    message('u3', 'user', 'sim'),
    ...healthy.slice(4),
  ]);
  expectProblems('a reply stored out of order', [
    healthy[0]!,
    healthy[1]!,
    healthy[3]!,
    healthy[2]!,
    ...healthy.slice(4),
  ]);
  expectProblems('a user message nobody sent', healthy, { ...base, unanswered: [] });
  expectProblems('a committed turn whose request got no response (SIGTERM)', healthy, {
    ...base,
    everyCommittedTurnAnswered: true,
  });
  return failures;
}
