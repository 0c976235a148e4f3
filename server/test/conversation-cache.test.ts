import { eq, sql } from 'drizzle-orm';
import { GetChatResponseSchema } from '@legado/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { testaments } from '../src/db/schema.ts';
import { apiCall, signUpAndGetToken } from './auth-helpers.ts';
import { createTestApp } from './test-app.ts';
import { databaseTargets } from './test-database.ts';
import { eventually } from './eventually.ts';

const origin = 'http://localhost:3999';

type Who = { token: string; userId: string };

describe.each(databaseTargets)('GET /api/v1/chat read back from the cache on $name', (target) => {
  let database: DatabaseHandle;
  let url: string | undefined;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let ana: Who;
  let bruno: Who;

  const read = async (who: Who, id: string, on = app) => {
    const response = await apiCall(on, who, 'GET', `/chat?testamentId=${id}`);
    return response;
  };

  const newConversation = async (who: Who) => {
    const created = await apiCall(app, who, 'POST', '/testaments', {
      user_id: who.userId,
      status: 'draft',
      content: {},
    });
    const id = created.json<{ testament: { id: string } }>().testament.id;
    await apiCall(app, who, 'POST', '/chat/init', { testamentId: id, new: true });
    return id;
  };

  beforeAll(async () => {
    ({ database, url, drop } = await target.open());
    ({ app } = await createTestApp(database, { env: { PUBLIC_URL: origin } }));
    ana = await signUpAndGetToken(app, origin, 'ana.cache@exemplo.com');
    bruno = await signUpAndGetToken(app, origin, 'bruno.cache@exemplo.com');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it('answers the same JSON twice, and the new turn right after it is sent', async () => {
    const id = await newConversation(ana);
    const first = await read(ana, id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await read(ana, id)).body).toBe(first.body);
    // Sent without the zod serializer: the body must still be exactly the documented response
    // (parsing strips unknown keys, so any extra field would make these differ).
    expect(GetChatResponseSchema.parse(first.json())).toEqual(first.json());

    await apiCall(app, ana, 'POST', '/chat', { testamentId: id, message: 'sim' });
    const after = (await read(ana, id)).json<{ messages: { content: string }[] }>();
    expect(after.messages.map((message) => message.content)).toContain('sim');
  });

  it('never serves one person’s cached conversation to another', async () => {
    const id = await newConversation(ana);
    expect((await read(ana, id)).statusCode).toBe(200);
    const other = await read(bruno, id);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('messages');
  });

  it('sees a change made in the database by anything else, through the trigger', async () => {
    const id = await newConversation(ana);
    expect((await read(ana, id)).json().testament.content).toEqual({});
    const [before] = await database.db.select().from(testaments).where(eq(testaments.id, id));
    await database.db
      .update(testaments)
      .set({ content: { marcador: 'mudado por fora' } })
      .where(eq(testaments.id, id));
    // The trigger bumps the revision of any update, so no turn computed before it can be saved.
    const [after] = await database.db.select().from(testaments).where(eq(testaments.id, id));
    expect(after!.revision).toBe(before!.revision + 1);
    await eventually(async () => {
      expect((await read(ana, id)).json().testament.content).toEqual({
        marcador: 'mudado por fora',
      });
    });
  });

  it('forgets a will deleted with its account', async () => {
    const carla = await signUpAndGetToken(app, origin, 'carla.cache@exemplo.com');
    const id = await newConversation(carla);
    expect((await read(carla, id)).statusCode).toBe(200);
    await database.db.execute(sql`delete from "user" where id = ${carla.userId}`);
    await eventually(async () => {
      const rows = await database.db.select().from(testaments).where(eq(testaments.id, id));
      expect(rows).toHaveLength(0);
      expect((await read(carla, id)).statusCode).toBe(404);
    });
  });

  // Two servers on one database exist only with PostgreSQL: a PGlite folder has a single owner.
  it.runIf(target.name === 'postgres')(
    'shows another instance’s turn within moments (LISTEN/NOTIFY between servers)',
    async () => {
      const otherDatabase = await openDatabase({ kind: 'postgres', url: url! });
      const { app: other } = await createTestApp(otherDatabase, {
        env: { PUBLIC_URL: origin },
      });
      try {
        const id = await newConversation(ana);
        // The second instance reads (and caches) the conversation first.
        const before = (await read(ana, id, other)).json<{ messages: unknown[] }>();
        await apiCall(app, ana, 'POST', '/chat', { testamentId: id, message: 'sim' });
        await eventually(async () => {
          const now = (await read(ana, id, other)).json<{ messages: unknown[] }>();
          expect(now.messages.length).toBeGreaterThan(before.messages.length);
        });
      } finally {
        await other.close();
        await otherDatabase.close();
      }
    },
  );
});
