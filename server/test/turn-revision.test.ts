import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../src/db/client.ts';
import { user } from '../src/db/auth-schema.ts';
import { testaments } from '../src/db/schema.ts';
import { saveTurn, type Turn } from '../src/features/chat/save-turn.ts';
import { databaseTargets } from './test-database.ts';

// A chat turn is saved only on the revision it was computed from (ADR 0011); every writer of a
// will's row moves the revision (a turn itself, anything else through the trigger of migration
// 0002), and migration 0004 left no other trigger on the table.
describe.each(databaseTargets)('the revision of a will on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await database.db.insert(user).values({
      id: 'ana',
      name: 'Ana',
      email: 'ana.revisao@exemplo.com',
      emailVerified: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const newWill = async () => {
    const [row] = await database.db.insert(testaments).values({ userId: 'ana' }).returning();
    return row!;
  };
  const revisionOf = async (id: string) => {
    const [row] = await database.db.select().from(testaments).where(eq(testaments.id, id));
    return row?.revision;
  };
  const turnOn = (will: { id: string; revision: number }, content = 'sim'): Turn => ({
    testamentId: will.id,
    userId: 'ana',
    revision: will.revision,
    interviewState: { versao: 1 },
    messages: [
      { role: 'user', content },
      { role: 'assistant', content: 'Certo.' },
    ],
  });

  it('saves a turn with its messages in order and moves the revision by one', async () => {
    const will = await newWill();
    const rows = await saveTurn(database.db, turnOn(will));
    expect(rows?.map((row) => [row.role, row.content])).toEqual([
      ['user', 'sim'],
      ['assistant', 'Certo.'],
    ]);
    expect(await revisionOf(will.id)).toBe(will.revision + 1);
  });

  it('saves the same way inside a transaction (the turn that waits on the row lock)', async () => {
    const will = await newWill();
    const rows = await database.db.transaction((tx) => saveTurn(tx, turnOn(will, 'não')));
    expect(rows?.map((row) => row.content)).toEqual(['não', 'Certo.']);
    expect(await revisionOf(will.id)).toBe(will.revision + 1);
  });

  it('does not save a turn computed on an older revision, nor on someone else’s will', async () => {
    const will = await newWill();
    expect(await saveTurn(database.db, turnOn(will))).not.toBeNull();
    expect(await saveTurn(database.db, turnOn(will, 'atrasada'))).toBeNull();
    const current = { id: will.id, revision: will.revision + 1 };
    expect(await saveTurn(database.db, { ...turnOn(current), userId: 'bruno' })).toBeNull();
    const stored = await selectRows<{ content: string }>(
      database.db,
      sql`select content from chat_messages where testament_id = ${will.id}`,
    );
    expect(stored.map((row) => row.content)).not.toContain('atrasada');
  });

  it('moves the revision on any other change, so a turn computed before it is not saved', async () => {
    const will = await newWill();
    await database.db
      .update(testaments)
      .set({ content: { marcador: 'mudado por fora' } })
      .where(eq(testaments.id, will.id));
    expect(await revisionOf(will.id)).toBe(will.revision + 1);
    expect(await saveTurn(database.db, turnOn(will))).toBeNull();
  });

  it('does not save a turn on a confirmed will', async () => {
    const will = await newWill();
    await database.db
      .update(testaments)
      .set({ status: 'concluido' })
      .where(eq(testaments.id, will.id));
    expect(
      await saveTurn(database.db, turnOn({ ...will, revision: will.revision + 1 })),
    ).toBeNull();
  });

  it('keeps no change-notification trigger on the table (migration 0004)', async () => {
    const triggers = await selectRows<{ tgname: string }>(
      database.db,
      sql`select tgname from pg_trigger where tgrelid = 'testaments'::regclass and not tgisinternal`,
    );
    // The revision, and a concluded will's read-only rule (migration 0009): nothing notifies.
    expect(triggers.map((row) => row.tgname).sort()).toEqual([
      'testaments_bump_revision',
      'testaments_concluded_read_only',
    ]);
  });
});
