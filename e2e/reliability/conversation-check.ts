import type { ChatMessage } from '@legado/contract';

/** A turn the server answered with 200: its user message and reply ids, as returned. */
export interface AcknowledgedTurn {
  userMessageId: string;
  replyIds: string[];
}

/** What one will's stored conversation must satisfy. */
export interface ConversationExpectation {
  /** Ids seen stored before (earlier rounds, the greeting): they must all still be there. */
  known: ReadonlySet<string>;
  /** Turns acknowledged since the last check. */
  acknowledged: readonly AcknowledgedTurn[];
  /**
   * Texts sent without a response (the server died or closed the connection): each may or may
   * not have been committed, but at most once.
   */
  unanswered: readonly string[];
  /** SIGTERM: a turn the server committed must have been answered, so `unanswered` may not land. */
  everyCommittedTurnAnswered: boolean;
}

/** What the check found in one will's conversation. */
export interface ConversationCheck {
  /** Empty when the conversation is consistent. */
  problems: string[];
  /** Turns sent without a response that were committed anyway. */
  committedUnanswered: number;
}

/** Checks one will's stored conversation against what the clients saw. */
export function checkConversation(
  messages: readonly ChatMessage[],
  expected: ConversationExpectation,
): ConversationCheck {
  const problems: string[] = [];
  let committedUnanswered = 0;
  const indexById = new Map<string, number>();
  messages.forEach((message, index) => {
    if (indexById.has(message.id)) problems.push(`message ${message.id} is stored twice`);
    else indexById.set(message.id, index);
  });

  for (const id of expected.known) {
    if (!indexById.has(id)) problems.push(`message ${id}, stored before, is gone`);
  }

  const acknowledgedIds = new Set<string>();
  for (const turn of expected.acknowledged) {
    acknowledgedIds.add(turn.userMessageId);
    const at = indexById.get(turn.userMessageId);
    if (at === undefined) {
      problems.push(`acknowledged user message ${turn.userMessageId} is missing`);
      continue;
    }
    if (messages[at]!.role !== 'user') {
      problems.push(`acknowledged user message ${turn.userMessageId} is stored as assistant`);
    }
    if (turn.replyIds.length === 0) {
      problems.push(`turn ${turn.userMessageId} was acknowledged without any reply`);
    }
    turn.replyIds.forEach((replyId, offset) => {
      acknowledgedIds.add(replyId);
      const following = messages[at + 1 + offset];
      if (!indexById.has(replyId)) problems.push(`acknowledged reply ${replyId} is missing`);
      else if (following?.id !== replyId) {
        problems.push(
          `reply ${replyId} does not directly follow its user message ${turn.userMessageId}`,
        );
      }
    });
  }

  // Shape: the greeting first, then user → ≥ 1 assistant, never two user messages in a row, never
  // ending on a user message.
  if (messages.length === 0) problems.push('the conversation is empty (no greeting)');
  else if (messages[0]!.role !== 'assistant')
    problems.push('the conversation starts with a user message');
  messages.forEach((message, index) => {
    if (message.role !== 'user') return;
    const next = messages[index + 1];
    if (!next) problems.push(`user message ${message.id} is last, without a reply`);
    else if (next.role === 'user') {
      problems.push(`user message ${message.id} is followed by another user message`);
    }
  });

  // User messages nobody saw acknowledged: only turns sent without a response, each at most once.
  const unanswered = [...expected.unanswered];
  for (const message of messages) {
    if (message.role !== 'user' || expected.known.has(message.id)) continue;
    if (acknowledgedIds.has(message.id)) continue;
    const match = unanswered.indexOf(message.content);
    if (match === -1) {
      problems.push(
        `user message ${message.id} (${JSON.stringify(message.content)}) was never sent unanswered`,
      );
    } else {
      unanswered.splice(match, 1);
      committedUnanswered += 1;
      if (expected.everyCommittedTurnAnswered) {
        problems.push(
          `user message ${message.id} (${JSON.stringify(message.content)}) was committed but its request got no response`,
        );
      }
    }
  }
  return { problems, committedUnanswered };
}
