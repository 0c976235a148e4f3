import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatMessages, testaments } from '../../db/schema.ts';

type MessageRow = typeof chatMessages.$inferSelect;

/** The database or a transaction. */
export type TurnExecutor = Pick<Database, '$with' | 'with'>;

/** What one chat turn writes: the new interview state (and JSON), and the messages in order. */
export interface Turn {
  testamentId: string;
  /** The will's owner (checked again here, whatever the caller read). */
  userId: string;
  /** The will's revision the turn was computed from. */
  revision: number;
  interviewState: unknown;
  /** The will's JSON when this turn completed or changed it. */
  content?: unknown;
  messages: { role: 'user' | 'assistant'; content: string }[];
}

/**
 * The turn as one statement (ADR 0011). The will's row is updated, and moved to the next revision,
 * only if it is still a draft of this owner at the revision the turn was computed from; the
 * messages are inserted only if that update happened. Every other writer of the row moves the
 * revision too (the trigger `testaments_bump_revision`, migration 0002), so a turn never
 * overwrites a change it did not see.
 */
function saveTurnQuery(executor: TurnExecutor) {
  const updated = executor.$with('updated', { id: testaments.id }).as(sql`
    update ${testaments}
       set interview_state = ${sql.placeholder('interviewState')}::jsonb,
           content = coalesce(${sql.placeholder('content')}::jsonb, content),
           updated_at = now(),
           revision = revision + 1
     where id = ${sql.placeholder('testamentId')} and user_id = ${sql.placeholder('userId')}
       and revision = ${sql.placeholder('revision')} and status = 'draft'
    returning id`);
  const { id, seq, testamentId, role, content, createdAt } = chatMessages;
  const inserted = executor.$with('inserted', { id, seq, testamentId, role, content, createdAt })
    .as(sql`
      insert into ${chatMessages} (testament_id, role, content)
      select updated.id, message.value ->> 'role', message.value ->> 'content'
        from updated
       cross join jsonb_array_elements(${sql.placeholder('messages')}::jsonb)
             with ordinality as message(value, position)
       order by message.position
      returning id, seq, testament_id, role, content, created_at`);
  return executor.with(updated, inserted).select().from(inserted).orderBy(inserted.seq);
}

/**
 * The statement prepared on a database or a transaction (the turn that waits on the row lock),
 * built once per executor: node-postgres parses and plans it once per pooled connection.
 */
const prepared = new WeakMap<TurnExecutor, ReturnType<typeof prepare>>();

function prepare(executor: TurnExecutor) {
  return saveTurnQuery(executor).prepare('legado_save_turn');
}

/**
 * Saves a turn in one statement, so in one round trip and atomically. Returns the inserted
 * messages in order, or null when another turn (another tab) or the confirmation got there
 * first: the caller recomputes the turn from the new state, as a row lock would have made it
 * wait and then read it.
 */
export async function saveTurn(executor: TurnExecutor, turn: Turn): Promise<MessageRow[] | null> {
  let statement = prepared.get(executor);
  if (!statement) {
    statement = prepare(executor);
    prepared.set(executor, statement);
  }
  const rows = await statement.execute({
    interviewState: JSON.stringify(turn.interviewState),
    content: turn.content === undefined ? null : JSON.stringify(turn.content),
    testamentId: turn.testamentId,
    userId: turn.userId,
    revision: turn.revision,
    messages: JSON.stringify(turn.messages),
  });
  return rows.length === 0 ? null : rows;
}
