import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { user } from '../src/db/auth-schema.ts';
import { testaments } from '../src/db/schema.ts';
import { TESTAMENT_CHANGED_CHANNEL } from '../src/features/chat/conversation-cache.ts';
import {
  SAVE_TURN_SQL,
  SAVE_TURN_STATEMENT,
  saveTurn,
  saveTurnStatementOn,
  type SaveTurnStatement,
} from '../src/features/chat/save-turn.ts';
import { eventually } from './eventually.ts';
import { databaseTargets } from './test-database.ts';

// Migration 0003: a chat turn moves the revision itself and is announced by the server that saved
// it (TurnAnnouncer), so its transaction sends no NOTIFY; every other change still does, at commit.
describe.each(databaseTargets)('the triggers on testaments on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let stopListening: () => Promise<void>;
  let prepared: SaveTurnStatement;
  const heard: string[] = [];

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await database.db.insert(user).values({
      id: 'ana',
      name: 'Ana',
      email: 'ana.gatilhos@exemplo.com',
      emailVerified: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    prepared = database.prepare(SAVE_TURN_STATEMENT, SAVE_TURN_SQL);
    // On PostgreSQL the LISTEN runs on its own connection after listen() returns: a notification
    // sent before it is in place is never heard, so the tests start once it is.
    let listening = false;
    stopListening = await database.listen(TESTAMENT_CHANGED_CHANNEL, {
      onNotify: (payload) => heard.push(payload),
      onListening: () => {
        listening = true;
      },
      onStopped: () => {
        listening = false;
      },
    });
    await eventually(() => expect(listening).toBe(true));
  });
  afterAll(async () => {
    await stopListening();
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
  /** Waits for a notification sent after `marker`'s own, so everything before it has arrived. */
  const settle = async (marker: string) => {
    await database.db.execute(sql`select pg_notify(${TESTAMENT_CHANGED_CHANNEL}, ${marker})`);
    await eventually(() => expect(heard).toContain(marker));
  };

  it('a saved turn moves the revision by one and notifies nothing', async () => {
    const will = await newWill();
    heard.length = 0;
    const rows = await saveTurn(prepared, {
      testamentId: will.id,
      userId: 'ana',
      revision: will.revision,
      interviewState: { versao: 1 },
      messages: [
        { role: 'user', content: 'sim' },
        { role: 'assistant', content: 'Certo.' },
      ],
    });
    expect(rows?.map((row) => row.role)).toEqual(['user', 'assistant']);
    expect(await revisionOf(will.id)).toBe(will.revision + 1);
    await settle('marcador-turno');
    expect(heard).toEqual(['marcador-turno']);
  });

  it('the same turn saved inside a transaction (unnamed statement) behaves alike', async () => {
    const will = await newWill();
    heard.length = 0;
    const rows = await database.db.transaction((tx) =>
      saveTurn(saveTurnStatementOn(tx), {
        testamentId: will.id,
        userId: 'ana',
        revision: will.revision,
        interviewState: { versao: 1 },
        messages: [{ role: 'user', content: 'não' }],
      }),
    );
    expect(rows?.map((row) => row.content)).toEqual(['não']);
    expect(await revisionOf(will.id)).toBe(will.revision + 1);
    await settle('marcador-transacao');
    expect(heard).toEqual(['marcador-transacao']);
  });

  it('a turn computed on an older revision is not saved', async () => {
    const will = await newWill();
    const turn = {
      testamentId: will.id,
      userId: 'ana',
      revision: will.revision,
      interviewState: { versao: 1 },
      messages: [{ role: 'user' as const, content: 'sim' }],
    };
    expect(await saveTurn(prepared, turn)).not.toBeNull();
    expect(await saveTurn(prepared, turn)).toBeNull();
  });

  it('any other change, after a turn too, moves the revision and is notified at commit', async () => {
    const will = await newWill();
    await saveTurn(prepared, {
      testamentId: will.id,
      userId: 'ana',
      revision: will.revision,
      interviewState: { versao: 1 },
      messages: [{ role: 'user', content: 'sim' }],
    });
    heard.length = 0;
    await database.db
      .update(testaments)
      .set({ content: { marcador: 'mudado por fora' } })
      .where(eq(testaments.id, will.id));
    const revision = await revisionOf(will.id);
    expect(revision).toBe(will.revision + 2);
    await database.db.delete(testaments).where(eq(testaments.id, will.id));
    await settle('marcador-outros');
    expect(heard).toEqual([`${will.id}:${revision}`, will.id, 'marcador-outros']);
  });
});
