import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/db-errors.ts';
import { chatMessages, testaments } from '../../db/schema.ts';
import { errors } from '../../errors/app-error.ts';
import { testamentsMessages } from './testaments-messages.ts';

/** A will row as stored. */
export type TestamentRow = typeof testaments.$inferSelect;

/** A Drizzle transaction or the database itself. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

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

/** Deletes a draft the user owns; a concluded will cannot be deleted this way (409). */
export async function deleteDraft(db: Database, userId: string, testamentId: string) {
  await db.transaction(async (tx) => {
    const row = await lockOwnedTestament(tx, userId, testamentId);
    if (row.status === 'concluido') throw errors.conflict(testamentsMessages.deleteConcluded);
    await tx.delete(testaments).where(eq(testaments.id, testamentId));
  });
  return { success: true as const };
}

/** A will row with whether its owner has answered anything yet (a message of theirs). */
export type ListedTestamentRow = TestamentRow & { answered: boolean };

/** The user's wills, newest first. */
export async function listTestaments(db: Database, userId: string): Promise<ListedTestamentRow[]> {
  return db
    .select({
      ...getTableColumns(testaments),
      answered: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(chatMessages)
        .where(and(eq(chatMessages.testamentId, testaments.id), eq(chatMessages.role, 'user')))})`,
    })
    .from(testaments)
    .where(eq(testaments.userId, userId))
    .orderBy(desc(testaments.createdAt));
}
