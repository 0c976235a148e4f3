import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

export * from './auth-schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite returns Uint8Array, node-postgres returns Buffer: hand the app a Buffer either way.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const testaments = pgTable(
  'testaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['draft', 'concluido'] })
      .notNull()
      .default('draft'),
    content: jsonb('content').notNull().default({}),
    interviewState: jsonb('interview_state').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    contentSha256: text('content_sha256'),
    /**
     * Moves on with every update of the row: a chat turn moves it itself, the trigger
     * `testaments_bump_revision` (migration 0002) for any other writer. A turn is saved only on
     * the revision it read (save-turn.ts).
     */
    revision: integer('revision').notNull().default(0),
    /** The concluded will this one is a new version of (issue 16); it stays concluded. */
    replacesId: uuid('replaces_id').references((): AnyPgColumn => testaments.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('testaments_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('testaments_replaces_idx').on(table.replacesId),
    check('testaments_status_check', sql`${table.status} in ('draft', 'concluido')`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testamentId: uuid('testament_id')
      .notNull()
      .references(() => testaments.id, { onDelete: 'cascade' }),
    /** Insertion order: timestamps can tie within one transaction, a sequence cannot. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_testament_seq_idx').on(table.testamentId, table.seq),
    check('chat_messages_role_check', sql`${table.role} in ('user', 'assistant')`),
  ],
);

export const testamentDocuments = pgTable(
  'testament_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testamentId: uuid('testament_id')
      .notNull()
      .references(() => testaments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['draft', 'final'] }).notNull(),
    sha256: text('sha256').notNull(),
    contentSha256: text('content_sha256').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('testament_documents_testament_created_idx').on(
      table.testamentId,
      table.createdAt.desc(),
    ),
    check('testament_documents_kind_check', sql`${table.kind} in ('draft', 'final')`),
  ],
);

/**
 * "Já assinei": when a concluded testamento particular was signed, by which of its witnesses and
 * where the original is kept. Metadata beside the will: its content stays as concluded.
 */
export const testamentSignings = pgTable('testament_signings', {
  testamentId: uuid('testament_id')
    .primaryKey()
    .references(() => testaments.id, { onDelete: 'cascade' }),
  signedOn: date('signed_on', { mode: 'string' }).notNull(),
  witnessIds: jsonb('witness_ids').$type<string[]>().notNull(),
  originalLocation: text('original_location').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Renders that failed (overran, threw, crashed the renderer) for a will's exact content: asking
 * again for the same content answers at once instead of rendering again. A change of content (a
 * new hash) tries again.
 */
export const testamentPdfFailures = pgTable(
  'testament_pdf_failures',
  {
    testamentId: uuid('testament_id')
      .notNull()
      .references(() => testaments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['draft', 'final'] }).notNull(),
    contentSha256: text('content_sha256').notNull(),
    reason: text('reason').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.testamentId, table.kind, table.contentSha256] })],
);
