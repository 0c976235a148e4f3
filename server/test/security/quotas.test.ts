import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLE_TESTAMENT, TESTAMENT_CONTENT_MAX_BYTES } from '@legado/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { chatMessages, testaments } from '../../src/db/schema.ts';
import { createTestApp } from '../test-app.ts';
import { databaseTargets } from '../test-database.ts';
import {
  callApi,
  createWill,
  expectErrorBody,
  origin,
  signUp,
  type Person,
} from './security-harness.ts';

const QUOTAS = { MAX_WILLS_PER_USER: '3', MAX_TURNS_PER_WILL: '12', WRITES_PER_MINUTE: '1000' };

describe.each(databaseTargets)('quotas and concluded wills on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let dataDir: string;
  let counter = 0;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-quotas-'));
    ({ app } = await createTestApp(database, {
      env: { DATA_DIR: dataDir, PUBLIC_URL: origin, ...QUOTAS },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const person = (on = app): Promise<Person> => {
    counter += 1;
    return signUp(
      on,
      {
        name: 'Pessoa Cotas',
        email: `cotas.${counter}.${target.name}@exemplo.com`,
        password: 'jabuticabeira-2233',
      },
      `10.66.${counter}.1`,
    );
  };

  describe('a concluded will', () => {
    let owner: Person;
    let id: string;
    beforeAll(async () => {
      owner = await person();
      id = await createWill(app, owner);
      // The interview's document, as a finished conversation leaves it; PUT confirms that one.
      await database.db
        .update(testaments)
        .set({ content: EXAMPLE_TESTAMENT })
        .where(eq(testaments.id, id));
      const put = await callApi(app, owner, 'PUT', `/testaments/${id}`, {
        content: EXAMPLE_TESTAMENT,
        status: 'concluido',
      });
      expect(put.statusCode, put.body).toBe(200);
    });

    it('is read-only at every route, chat/init included', async () => {
      const attempts = [
        await callApi(app, owner, 'POST', '/chat/init', { testamentId: id, new: true }),
        await callApi(app, owner, 'POST', '/chat', { testamentId: id, message: 'quero mudar' }),
        await callApi(app, owner, 'PUT', `/testaments/${id}`, {
          content: EXAMPLE_TESTAMENT,
          status: 'concluido',
        }),
      ];
      for (const response of attempts) {
        expect(response.statusCode, response.body).toBe(409);
        expectErrorBody(response, 'concluded');
      }
      const [row] = await database.db.select().from(testaments).where(eq(testaments.id, id));
      expect(row!.status).toBe('concluido');
      expect(row!.interviewState).toEqual({});
      const messages = await database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.testamentId, id));
      expect(messages).toEqual([]);
      // Reading it still works.
      expect((await callApi(app, owner, 'GET', `/testaments/${id}`)).statusCode).toBe(200);
    });

    it('is read-only in the database too, whoever writes', async () => {
      const refused = async (statement: ReturnType<typeof sql>) => {
        const outcome = await database.db.execute(statement).then(
          () => 'accepted',
          (error: unknown) => error,
        );
        expect(outcome).not.toBe('accepted');
      };
      await refused(sql`update testaments set content = '{}'::jsonb where id = ${id}`);
      await refused(sql`update testaments set status = 'draft' where id = ${id}`);
      await refused(sql`update testaments set interview_state = '{"x":1}'::jsonb where id = ${id}`);
      await refused(
        sql`insert into chat_messages (testament_id, role, content) values (${id}, 'user', 'oi')`,
      );
      const [row] = await database.db.select().from(testaments).where(eq(testaments.id, id));
      expect(row!.status).toBe('concluido');
      expect((row!.content as { testador: unknown }).testador).toEqual(EXAMPLE_TESTAMENT.testador);
    });
  });

  it('limits the wills one person keeps', async () => {
    const someone = await person();
    for (let index = 0; index < Number(QUOTAS.MAX_WILLS_PER_USER); index += 1) {
      await createWill(app, someone);
    }
    const over = await callApi(app, someone, 'POST', '/testaments', {
      user_id: someone.userId,
      status: 'draft',
      content: {},
    });
    expect(over.statusCode).toBe(409);
    expectErrorBody(over, 'wills quota');
    expect(over.json().code).toBe('QUOTA_EXCEEDED');
  });

  it("limits the turns (and so the messages) of one will's conversation", async () => {
    const someone = await person();
    const id = await createWill(app, someone);
    await callApi(app, someone, 'POST', '/chat/init', { testamentId: id, new: true });
    let last = await callApi(app, someone, 'POST', '/chat', { testamentId: id, message: 'sim' });
    for (
      let turn = 0;
      turn < Number(QUOTAS.MAX_TURNS_PER_WILL) && last.statusCode === 200;
      turn += 1
    ) {
      last = await callApi(app, someone, 'POST', '/chat', {
        testamentId: id,
        message: 'o que é a legítima?',
      });
    }
    expect(last.statusCode, last.body).toBe(409);
    expect(last.json().code).toBe('QUOTA_EXCEEDED');
    expectErrorBody(last, 'turns quota');
  });

  it('limits writes per minute per user, across routes', async () => {
    const { app: strict } = await createTestApp(database, {
      env: { DATA_DIR: dataDir, PUBLIC_URL: origin, ...QUOTAS, WRITES_PER_MINUTE: '4' },
    });
    try {
      const someone = await person(strict);
      const id = await createWill(strict, someone);
      await callApi(strict, someone, 'POST', '/chat/init', { testamentId: id, new: true });
      await callApi(strict, someone, 'POST', '/chat', { testamentId: id, message: 'sim' });
      await callApi(strict, someone, 'POST', '/chat', { testamentId: id, message: 'sim' });
      const over = await callApi(strict, someone, 'POST', '/chat', {
        testamentId: id,
        message: 'sim',
      });
      expect(over.statusCode).toBe(429);
      expectErrorBody(over, 'writes per minute');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Reading is not a write.
      expect((await callApi(strict, someone, 'GET', `/chat?testamentId=${id}`)).statusCode).toBe(
        200,
      );
      // Another person is not affected.
      const other = await person(strict);
      expect((await callApi(strict, other, 'GET', '/testaments')).statusCode).toBe(200);
      await createWill(strict, other);
    } finally {
      await strict.close();
    }
  });

  describe('sizes', () => {
    it('refuses a body larger than its route takes, on every route, in Portuguese (413)', async () => {
      const someone = await person();
      const id = await createWill(app, someone);
      const padding = 'x'.repeat(20 * 1024);
      const cases = [
        app.inject({
          method: 'POST',
          url: '/api/v1/testaments',
          headers: { authorization: `Bearer ${someone.token}`, 'content-type': 'application/json' },
          payload: JSON.stringify({
            user_id: someone.userId,
            status: 'draft',
            content: {},
            padding,
          }),
        }),
        app.inject({
          method: 'POST',
          url: '/api/v1/chat/init',
          headers: { authorization: `Bearer ${someone.token}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ testamentId: id, new: true, padding }),
        }),
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin, 'content-type': 'application/json' },
          payload: JSON.stringify({ email: someone.email, password: padding }),
        }),
        app.inject({
          method: 'POST',
          url: '/api/v1/chat',
          headers: { authorization: `Bearer ${someone.token}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ testamentId: id, message: 'x'.repeat(70 * 1024) }),
        }),
      ];
      for (const response of await Promise.all(cases)) {
        expect(response.statusCode, response.body.slice(0, 200)).toBe(413);
        expectErrorBody(response, 'body limit');
      }
    });

    it('refuses a confirmation body larger than a whole will may be (413)', async () => {
      const someone = await person();
      const id = await createWill(app, someone);
      const base = EXAMPLE_TESTAMENT.disposicoes.legados[0]!;
      const content = structuredClone(EXAMPLE_TESTAMENT);
      let index = 0;
      while (JSON.stringify(content).length <= TESTAMENT_CONTENT_MAX_BYTES + 8 * 1024) {
        index += 1;
        content.disposicoes.legados.push({ ...base, descricao: `bem ${index} ${'y'.repeat(200)}` });
      }
      const put = await callApi(app, someone, 'PUT', `/testaments/${id}`, {
        content,
        status: 'concluido',
      });
      expect(put.statusCode, put.body.slice(0, 300)).toBe(413);
      expectErrorBody(put, 'byte cap');
    });
  });
});
