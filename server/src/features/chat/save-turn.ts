import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client.ts';
import type { chatMessages } from '../../db/schema.ts';

type MessageRow = typeof chatMessages.$inferSelect;

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

interface SavedRow {
  id: string;
  seq: number | string;
  role: 'user' | 'assistant';
  content: string;
  created_at: Date | string;
}

/**
 * Saves a turn in one statement, so in one round trip and atomically (ADR 0011). The will's row is
 * updated, and moved to the next revision, only if it is still a draft of this owner at the
 * revision the turn was computed from; the messages are inserted only if that update happened.
 * Every other writer of the row moves the revision too (the trigger `testaments_bump_revision`,
 * migration 0002), so a turn never overwrites a change it did not see.
 *
 * Returns the inserted messages in order, or null when another turn (another tab) or the
 * confirmation got there first: the caller recomputes the turn from the new state, as a row lock
 * would have made it wait and then read it. `executor` is the database or a transaction.
 */
export async function saveTurn(
  executor: Pick<Database, 'execute'>,
  turn: Turn,
): Promise<MessageRow[] | null> {
  const content = turn.content === undefined ? null : JSON.stringify(turn.content);
  const rows = await selectRows<SavedRow>(
    executor,
    sql`
      with updated as (
        update testaments
           set interview_state = ${JSON.stringify(turn.interviewState)}::jsonb,
               content = coalesce(${content}::jsonb, content),
               updated_at = now(),
               revision = revision + 1
         where id = ${turn.testamentId} and user_id = ${turn.userId}
           and revision = ${turn.revision} and status = 'draft'
        returning id
      )
      insert into chat_messages (testament_id, role, content)
      select updated.id, message.value ->> 'role', message.value ->> 'content'
        from updated
       cross join jsonb_array_elements(${JSON.stringify(turn.messages)}::jsonb)
             with ordinality as message(value, position)
       order by message.position
      returning id, seq, role, content, created_at`,
  );
  if (rows.length === 0) return null;
  return rows
    .map((row) => ({
      id: row.id,
      testamentId: turn.testamentId,
      seq: Number(row.seq),
      role: row.role,
      content: row.content,
      createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    }))
    .sort((a, b) => a.seq - b.seq);
}
