import {
  exceedsTestamentByteCap,
  MAX_CHAT_MESSAGE_LENGTH,
  TESTAMENT_TOO_LARGE_MESSAGE,
  type ChatMessage,
  type GetChatResponse,
  type InterviewProgress,
  type SendChatBody,
} from '@legado/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatMessages as chatMessagesTable, testaments } from '../../db/schema.ts';
import { errors } from '../../errors/app-error.ts';
import type { Assistant, TurnInput } from '../assistant/assistant.ts';
import { describePrompt } from '../assistant/assistant.ts';
import { requireTurnQuota } from '../testaments/testament-quotas.ts';
import { testamentsMessages } from '../testaments/testaments-messages.ts';
import {
  lockOwnedTestament,
  requireOwnedTestament,
  type Executor,
  type TestamentRow,
} from '../testaments/testaments-service.ts';
import { chatMessages } from './chat-messages.ts';
import { saveTurn, type TurnExecutor } from './save-turn.ts';
import { todayInBrazil } from '../../lib/brazil-date.ts';

/** Turns per will when the caller sets none (config MAX_TURNS_PER_WILL). */
const DEFAULT_MAX_TURNS = 500;

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

/** The will's interview state as stored: the assistant reads, migrates and checks it itself. */
function storedState(row: TestamentRow): unknown {
  const state = row.interviewState as Record<string, unknown>;
  return Object.keys(state).length === 0 ? undefined : state;
}

function progressOf(state: unknown): InterviewProgress | null {
  return state ? describePrompt(state) : null;
}

async function messagesOf(executor: Executor, testamentId: string): Promise<MessageRow[]> {
  return executor
    .select()
    .from(chatMessagesTable)
    .where(eq(chatMessagesTable.testamentId, testamentId))
    .orderBy(asc(chatMessagesTable.seq));
}

/**
 * Reading a conversation back, prepared: Drizzle builds the query once and PostgreSQL plans it once
 * per connection; sent afresh, it cost twice the server's CPU of the rest of GET /chat.
 */
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
    onWillReady?: () => void;
    /** Turns one will's conversation may have (ADR 0022). */
    maxTurns?: number;
  } = {},
) {
  const onWillReady = options.onWillReady ?? (() => undefined);
  const maxTurns = options.maxTurns ?? DEFAULT_MAX_TURNS;
  const conversation = conversationQuery(db);

  /** The assistant's answer to the input on this revision of the will, saved; null if outrun. */
  async function computeAndSave(
    executor: TurnExecutor,
    will: TestamentRow,
    input: TurnInput,
    userContent: string,
  ) {
    if (will.status === 'concluido') throw errors.conflict(testamentsMessages.concluded);
    requireTurnQuota(will, maxTurns);
    const result = await assistant.reply(storedState(will), input, { today: todayInBrazil() });
    // A change after the document was produced ("alterar …") makes it stale: it is cleared, so
    // only the interview's next document can be confirmed (PUT /testaments/{id}, issue 16).
    const documentOutdated =
      !result.testamentJson && Object.keys(will.content as object).length > 0 && !result.concluded;
    const content = result.testamentJson ?? (documentOutdated ? {} : undefined);
    if (result.testamentJson && exceedsTestamentByteCap(result.testamentJson)) {
      throw errors.payloadTooLarge(TESTAMENT_TOO_LARGE_MESSAGE);
    }
    const rows = await saveTurn(executor, {
      testamentId: will.id,
      userId: will.userId,
      revision: will.revision,
      interviewState: result.state,
      content,
      messages: [
        { role: 'user', content: userContent },
        ...result.replies.map((content) => ({ role: 'assistant' as const, content })),
      ],
    });
    if (rows === null) return null;
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
      progress: result.progress,
      ...(result.formOutcome ? { formOutcome: result.formOutcome } : {}),
      ...(documentOutdated ? { documentOutdated } : {}),
    };
  }

  return {
    /** First assistant message; calling it again returns the same conversation, no new greeting. */
    init(userId: string, testamentId: string) {
      return db.transaction(async (tx) => {
        const will = await lockOwnedTestament(tx, userId, testamentId);
        let rows = await messagesOf(tx, testamentId);
        let state = storedState(will);
        if (rows.length === 0) {
          // A concluded will only shows its conversation; it never gets a new greeting.
          if (will.status === 'concluido') throw errors.conflict(testamentsMessages.concluded);
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
        }
        const messages = rows.map(toMessage);
        const first = messages.find((message) => message.role === 'assistant') ?? messages[0]!;
        return { success: true as const, message: first, messages, progress: progressOf(state) };
      });
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
      // Optimistic first: read the will, compute, and save if nobody else saved a turn meanwhile
      // (one statement). The model, when configured, is asked with no lock held. After a few lost
      // races the turn takes the will's row lock, which always succeeds.
      for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt += 1) {
        const will = await requireOwnedTestament(db, userId, body.testamentId);
        const saved = await computeAndSave(db, will, input, userContent);
        if (saved) return saved;
      }
      return db.transaction(async (tx) => {
        const will = await lockOwnedTestament(tx, userId, body.testamentId);
        const saved = await computeAndSave(tx, will, input, userContent);
        if (!saved) throw new Error('a locked chat turn could not be saved');
        return saved;
      });
    },

    /** The conversation in order, with the will's status and JSON so a reload restores the preview. */
    async load(userId: string, testamentId: string): Promise<GetChatResponse> {
      // Both queries at once (two pool connections on PostgreSQL): the messages are only
      // returned when the ownership check passes, so nothing leaks when it throws.
      const [will, rows] = await Promise.all([
        requireOwnedTestament(db, userId, testamentId),
        conversation.execute({ testamentId }),
      ]);
      return {
        success: true,
        messages: rows.map(toMessage),
        testament: {
          id: will.id,
          status: will.status,
          content: will.content as Record<string, unknown>,
        },
        progress: progressOf(storedState(will)),
      };
    },
  };
}

/** The chat service type. */
export type ChatService = ReturnType<typeof createChatService>;
