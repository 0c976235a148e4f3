import {
  MAX_CHAT_MESSAGE_LENGTH,
  type ChatMessage,
  type GetChatResponse,
  type InterviewProgress,
  type SendChatBody,
} from '@legado/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatMessages as chatMessagesTable, testaments } from '../../db/schema.ts';
import { errors } from '../../errors/app-error.ts';
import type { Assistant, InterviewState, TurnInput } from '../assistant/assistant.ts';
import { describePrompt } from '../assistant/assistant.ts';
import { testamentsMessages } from '../testaments/testaments-messages.ts';
import {
  lockOwnedTestament,
  requireOwnedTestament,
  type Executor,
  type TestamentRow,
} from '../testaments/testaments-service.ts';
import { chatMessages } from './chat-messages.ts';
import { ConversationCache } from './conversation-cache.ts';
import { WillCache } from './will-cache.ts';
import { saveTurn, saveTurnStatementOn, type SaveTurnStatement } from './save-turn.ts';
import type { TurnAnnouncer } from './turn-announcer.ts';
import { todayInBrazil } from '../../lib/brazil-date.ts';

/** Lost races (another tab saved a turn first) before a turn waits on the will's row lock. */
const OPTIMISTIC_ATTEMPTS = 3;

type MessageRow = typeof chatMessagesTable.$inferSelect;

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    created_at: row.createdAt.toISOString(),
  };
}

function storedState(row: TestamentRow): InterviewState | undefined {
  const state = row.interviewState as Record<string, unknown>;
  return Object.keys(state).length === 0 ? undefined : (state as unknown as InterviewState);
}

function progressOf(state: InterviewState | undefined): InterviewProgress | null {
  return state ? describePrompt(state) : null;
}

async function messagesOf(executor: Executor, testamentId: string): Promise<MessageRow[]> {
  return executor
    .select()
    .from(chatMessagesTable)
    .where(eq(chatMessagesTable.testamentId, testamentId))
    .orderBy(asc(chatMessagesTable.seq));
}

/** Reading a conversation back is the hot read: prepared once per database. */
function conversationQuery(db: Database) {
  return db
    .select()
    .from(chatMessagesTable)
    .where(eq(chatMessagesTable.testamentId, sql.placeholder('testamentId')))
    .orderBy(asc(chatMessagesTable.seq))
    .prepare('conversation');
}

/** The chat: starting the interview, one turn at a time, and loading it back. */
export function createChatService(
  db: Database,
  assistant: Assistant,
  options: {
    conversations?: ConversationCache;
    wills?: WillCache;
    /** Tells the other server instances about saved turns (PostgreSQL; ADR 0015). */
    turnAnnouncer?: Pick<TurnAnnouncer, 'announce'>;
    /** The turn's save as a prepared statement (DatabaseHandle.prepare); else sent unnamed. */
    saveTurnStatement?: SaveTurnStatement;
    onWillReady?: () => void;
  } = {},
) {
  const conversations = options.conversations ?? new ConversationCache();
  const wills = options.wills ?? new WillCache();
  const onWillReady = options.onWillReady ?? (() => undefined);
  const conversation = conversationQuery(db);
  const savePrepared = options.saveTurnStatement ?? saveTurnStatementOn(db);

  /** The assistant's answer to the input on this revision of the will, saved; null if outrun. */
  async function computeAndSave(
    save: SaveTurnStatement,
    will: TestamentRow,
    input: TurnInput,
    userContent: string,
  ) {
    if (will.status === 'concluido') throw errors.conflict(testamentsMessages.concluded);
    const result = await assistant.reply(storedState(will), input, { today: todayInBrazil() });
    const rows = await saveTurn(save, {
      testamentId: will.id,
      userId: will.userId,
      revision: will.revision,
      interviewState: result.state,
      content: result.testamentJson,
      messages: [
        { role: 'user', content: userContent },
        ...result.replies.map((content) => ({ role: 'assistant' as const, content })),
      ],
    });
    if (rows === null) return null;
    const revision = will.revision + 1;
    conversations.invalidate(will.id);
    options.turnAnnouncer?.announce(will.id, revision);
    // As saved (the same columns save-turn.ts writes), for the next turn of this conversation.
    wills.remember({
      ...will,
      interviewState: result.state,
      content: result.testamentJson ?? will.content,
      revision,
      announcedRevision: revision,
      updatedAt: new Date(),
    });
    if (result.testamentJson) onWillReady();
    const [userRow, ...replyRows] = rows;
    const replies = replyRows.map(toMessage);
    return {
      success: true as const,
      message: replies.at(-1) ?? toMessage(userRow!),
      replies,
      userMessage: toMessage(userRow!),
      hasJson: result.testamentJson !== undefined,
      ...(result.testamentJson
        ? { testamentJson: result.testamentJson as unknown as Record<string, unknown> }
        : {}),
      progress: progressOf(result.state),
      ...(result.formOutcome ? { formOutcome: result.formOutcome } : {}),
    };
  }

  return {
    /** First assistant message; calling it again returns the same conversation, no new greeting. */
    async init(userId: string, testamentId: string) {
      let created = false;
      const response = await db.transaction(async (tx) => {
        const will = await lockOwnedTestament(tx, userId, testamentId);
        let rows = await messagesOf(tx, testamentId);
        let state = storedState(will);
        if (rows.length === 0) {
          const result = await assistant.reply(
            state,
            { kind: 'start' },
            { today: todayInBrazil() },
          );
          state = result.state;
          await tx
            .update(testaments)
            .set({
              interviewState: result.state,
              updatedAt: new Date(),
            })
            .where(eq(testaments.id, testamentId));
          rows = await tx
            .insert(chatMessagesTable)
            .values(
              result.replies.map((content) => ({
                testamentId,
                role: 'assistant' as const,
                content,
              })),
            )
            .returning();
          created = true;
        }
        const messages = rows.map(toMessage);
        const first = messages.find((message) => message.role === 'assistant') ?? messages[0]!;
        return { success: true as const, message: first, messages, progress: progressOf(state) };
      });
      if (created) conversations.invalidate(testamentId);
      return response;
    },

    /**
     * One turn: the user's message, the assistant's replies and the interview state are saved
     * together and only on the state they were computed from, so two tabs cannot interleave turns.
     */
    async send(userId: string, body: SendChatBody) {
      const text = body.message.trim();
      if (text === '' && !body.form) throw errors.validation(chatMessages.empty);
      if (body.message.length > MAX_CHAT_MESSAGE_LENGTH)
        throw errors.payloadTooLarge(chatMessages.tooLong);
      const input: TurnInput = body.form
        ? { kind: 'form', name: body.form.name, values: body.form.values }
        : { kind: 'message', text };

      const userContent = text || chatMessages.formSummary(body.form!.name);
      // Optimistic first: read (or take the will as this instance last saved it), compute, and
      // save if nobody else saved a turn meanwhile (one statement). The model, when configured,
      // is asked with no lock held. After a few lost races the turn takes the will's row lock,
      // which always succeeds.
      for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt += 1) {
        const will =
          (attempt === 0 ? wills.get(body.testamentId, userId) : undefined) ??
          (await requireOwnedTestament(db, userId, body.testamentId));
        const saved = await computeAndSave(savePrepared, will, input, userContent);
        if (saved) return saved;
        wills.forget(body.testamentId);
      }
      return db.transaction(async (tx) => {
        const will = await lockOwnedTestament(tx, userId, body.testamentId);
        const saved = await computeAndSave(saveTurnStatementOn(tx), will, input, userContent);
        if (!saved) throw new Error('a locked chat turn could not be saved');
        return saved;
      });
    },

    /**
     * The conversation in order, with the will's status and JSON so a reload restores the
     * preview, already serialized: from the conversation cache when this instance has it.
     */
    async loadSerialized(userId: string, testamentId: string): Promise<string> {
      const cached = conversations.get(testamentId, userId);
      if (cached !== undefined) return cached;
      const ticket = conversations.begin(testamentId);
      let body: string | undefined;
      try {
        // Both queries at once (two pool connections on PostgreSQL): the messages are only
        // returned when the ownership check passes, so nothing leaks when it throws.
        const [will, rows] = await Promise.all([
          requireOwnedTestament(db, userId, testamentId),
          conversation.execute({ testamentId }),
        ]);
        const response: GetChatResponse = {
          success: true,
          messages: rows.map(toMessage),
          testament: {
            id: will.id,
            status: will.status,
            content: will.content as Record<string, unknown>,
          },
          progress: progressOf(storedState(will)),
        };
        body = JSON.stringify(response);
        return body;
      } finally {
        conversations.finish(ticket, body === undefined ? undefined : { userId, body });
      }
    },
  };
}

/** The chat service type. */
export type ChatService = ReturnType<typeof createChatService>;
