import type { TestamentSummary } from '@legado/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/db-errors.ts';
import { testaments } from '../../db/schema.ts';
import { errors } from '../../errors/app-error.ts';
import { brazilDisplayDate } from '../../lib/brazil-date.ts';
import { testamentsMessages } from './testaments-messages.ts';

/** A will row as stored. */
export type TestamentRow = typeof testaments.$inferSelect;

/** A Drizzle transaction or the database itself. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

function titleOf(row: TestamentRow): string {
  const content = row.content as { testador?: { nomeCompleto?: unknown; nome?: unknown } };
  const name = content.testador?.nomeCompleto ?? content.testador?.nome;
  return typeof name === 'string' && name.trim() !== ''
    ? testamentsMessages.titled(name)
    : testamentsMessages.untitled(brazilDisplayDate(row.createdAt));
}

/** The will as "Meus testamentos" lists it. */
export function toSummary(row: TestamentRow): TestamentSummary {
  return {
    id: row.id,
    status: row.status,
    title: titleOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finalized_at: row.finalizedAt?.toISOString() ?? null,
  };
}

function ownedTestamentQuery(db: Database) {
  return db
    .select()
    .from(testaments)
    .where(
      and(
        eq(testaments.id, sql.placeholder('id')),
        eq(testaments.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('owned_testament');
}

/** One prepared query per database: built once, and parsed once per PostgreSQL connection. */
const ownedTestamentQueries = new WeakMap<Database, ReturnType<typeof ownedTestamentQuery>>();

function ownedOrNotFound(row: TestamentRow | undefined): TestamentRow {
  if (!row) throw errors.notFound(testamentsMessages.notFound);
  return row;
}

/**
 * The will when it belongs to this user, else 404 (another user's will looks exactly like one
 * that does not exist). It runs on every chat turn and read, hence the prepared statement.
 */
export async function requireOwnedTestament(
  db: Database,
  userId: string,
  testamentId: string,
): Promise<TestamentRow> {
  let query = ownedTestamentQueries.get(db);
  if (!query) {
    query = ownedTestamentQuery(db);
    ownedTestamentQueries.set(db, query);
  }
  const rows = await query.execute({ id: testamentId, userId });
  return ownedOrNotFound(rows[0]);
}

/** The same, inside a transaction, with the row locked (`FOR UPDATE`) until it ends. */
export async function lockOwnedTestament(
  tx: Executor,
  userId: string,
  testamentId: string,
): Promise<TestamentRow> {
  const rows = await tx
    .select()
    .from(testaments)
    .where(and(eq(testaments.id, testamentId), eq(testaments.userId, userId)))
    .for('update');
  return ownedOrNotFound(rows[0]);
}

/** Creates a draft will for the token's user; user_id in the body must be that user. */
export async function createTestament(
  db: Database,
  tokenUserId: string,
  bodyUserId: string,
): Promise<TestamentRow> {
  if (bodyUserId !== tokenUserId) throw errors.forbidden(testamentsMessages.otherUser);
  try {
    const [row] = await db
      .insert(testaments)
      .values({ userId: tokenUserId, status: 'draft', content: {}, interviewState: {} })
      .returning();
    return row!;
  } catch (error) {
    // The account was deleted on another instance while its access token still lives (ADR 0009).
    if (isForeignKeyViolation(error)) throw errors.unauthorized();
    throw error;
  }
}

/** The user's wills, newest first. */
export async function listTestaments(db: Database, userId: string): Promise<TestamentRow[]> {
  return db
    .select()
    .from(testaments)
    .where(eq(testaments.userId, userId))
    .orderBy(desc(testaments.createdAt));
}
