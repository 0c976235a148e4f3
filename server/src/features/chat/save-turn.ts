import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { PreparedStatement } from '../../db/prepared-statement.ts';
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
 * The turn's statement. The will's row is updated, and moved to the next revision, only if it is
 * still a draft at the revision the turn was computed from, and the messages are inserted only if
 * that update happened. The revision is marked as announced by the server (TurnAnnouncer), so
 * the trigger `testaments_changed` does not notify it in this transaction (migration 0003).
 */
export const SAVE_TURN_SQL = `
with updated as (
  update testaments
     set interview_state = $1::jsonb,
         content = coalesce($2::jsonb, content),
         updated_at = now(),
         revision = revision + 1,
         announced_revision = revision + 1
   where id = $3 and user_id = $4 and revision = $5 and status = 'draft'
  returning id
)
insert into chat_messages (testament_id, role, content)
select updated.id, message.value ->> 'role', message.value ->> 'content'
  from updated
 cross join jsonb_array_elements($6::jsonb) with ordinality as message(value, position)
 order by message.position
returning id, seq, role, content, created_at`;

/** Its name as a prepared statement (DatabaseHandle.prepare: parsed and planned once). */
export const SAVE_TURN_STATEMENT = 'legado_save_turn';

/** The statement as each driver runs it; the turn's saved messages are its rows. */
export type SaveTurnStatement = PreparedStatement<SavedRow>;

/**
 * The statement on a Drizzle database or transaction (the turn that waits on the will's row lock
 * runs inside its transaction), sent unnamed: parsed on each run.
 */
export function saveTurnStatementOn(executor: Pick<Database, '_'>): SaveTurnStatement {
  return async (parameters) => {
    const query = executor._.session.prepareQuery<
      PreparedQueryConfig & { execute: { rows: SavedRow[] } }
    >({ sql: SAVE_TURN_SQL, params: [...parameters] }, undefined, undefined, false);
    return (await query.execute()).rows;
  };
}

/**
 * Saves a turn in one statement, so in one round trip and atomically. Returns the inserted
 * messages in order, or null when another turn (another tab) or the confirmation got there
 * first: the caller recomputes the turn from the new state, as a row lock would have made it
 * wait and then read it.
 */
export async function saveTurn(
  statement: SaveTurnStatement,
  turn: Turn,
): Promise<MessageRow[] | null> {
  const rows = await statement([
    JSON.stringify(turn.interviewState),
    turn.content === undefined ? null : JSON.stringify(turn.content),
    turn.testamentId,
    turn.userId,
    turn.revision,
    JSON.stringify(turn.messages),
  ]);
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
