import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { defaultAuthRateLimits } from '../../src/features/auth/auth-rate-limit.ts';
import { EXAMPLE_TESTAMENT } from '@legado/contract';
import { eq } from 'drizzle-orm';
import { testaments } from '../../src/db/schema.ts';
import { authPost } from '../auth-helpers.ts';
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

const postgres = databaseTargets.find((target) => target.name === 'postgres');
const WRITES_PER_MINUTE = 6;

// Several instances need PostgreSQL: PGlite is one process by design (a second one on the same
// folder refuses to start), so this suite runs only with TEST_DATABASE_URL.
describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  const handles: DatabaseHandle[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dataDir: string;
  let counter = 0;

  beforeAll(async () => {
    const opened = await postgres!.open();
    drop = opened.drop;
    handles.push(opened.database, await openDatabase({ kind: 'postgres', url: opened.url! }));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-two-'));
    // One DATA_DIR for both (the outbox), as two instances behind one load balancer; they share
    // nothing else: each has its own pool, limiter objects and token checks.
    const env = {
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
    };
    ({ app: a } = await createTestApp(handles[0]!, { env }));
    ({ app: b } = await createTestApp(handles[1]!, { env }));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const handle of handles) await handle.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const person = async (): Promise<Person> => {
    counter += 1;
    return signUp(
      a,
      {
        name: 'Pessoa Duas Instâncias',
        email: `duas.${counter}@exemplo.com`,
        password: 'guapuruvu-amarelo-12',
      },
      `10.44.${counter}.1`,
    );
  };
  const signIn = (app: FastifyInstance, email: string, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password }),
    });

  it('spends one sign-in budget per IP across both instances', async () => {
    const ip = '10.43.0.1';
    const limit = defaultAuthRateLimits.signIn.perIp.points;
    for (let index = 0; index < limit; index += 1) {
      const app = index % 2 === 0 ? a : b;
      const response = await signIn(app, `orcamento.${index}@exemplo.com`, '', ip);
      expect(response.statusCode, response.body).not.toBe(429);
    }
    // Each instance alone saw only half of the attempts, yet both refuse the next one.
    for (const app of [a, b]) {
      const over = await signIn(app, 'mais.um@exemplo.com', '', ip);
      expect(over.statusCode).toBe(429);
      expectErrorBody(over, 'shared per-IP limit');
    }
  });

  it('blocks a guessing pair on the instance it did not guess on', async () => {
    const owner = await person();
    const guesser = '10.43.0.2';
    for (let index = 0; index < defaultAuthRateLimits.signIn.freeFailuresPerPair; index += 1) {
      expect((await signIn(a, owner.email, `errada-${index}-x`, guesser)).statusCode).toBe(401);
    }
    expect((await signIn(b, owner.email, owner.password, guesser)).statusCode).toBe(429);
    expect((await signIn(b, owner.email, owner.password, '10.43.0.3')).statusCode).toBe(200);
  });

  it('spends one write quota per user across both instances', async () => {
    const writer = await person();
    const id = await createWill(a, writer);
    let accepted = 1;
    let last = 200;
    for (let index = 0; index < WRITES_PER_MINUTE + 2 && last !== 429; index += 1) {
      const app = index % 2 === 0 ? b : a;
      last = (await callApi(app, writer, 'POST', '/chat', { testamentId: id, message: 'sim' }))
        .statusCode;
      if (last === 200) accepted += 1;
    }
    expect(last).toBe(429);
    expect(accepted).toBe(WRITES_PER_MINUTE);
  });

  it('refuses, on the other instance, a token on the very next request after its sign-out', async () => {
    const leaving = await person();
    expect((await callApi(b, leaving, 'GET', '/me')).statusCode).toBe(200);
    const signOut = await authPost(a, origin, '/sign-out', {}, leaving.cookie);
    expect(signOut.statusCode).toBe(200);
    const after = await callApi(b, leaving, 'GET', '/me');
    expect(after.statusCode).toBe(401);
    expectErrorBody(after, 'token after sign-out on the other instance');
  });

  it('shows a turn saved on one instance to the other, and a will concluded on one is final on both', async () => {
    const writer = await person();
    const id = await createWill(a, writer);
    expect(
      (await callApi(a, writer, 'POST', '/chat/init', { testamentId: id, new: true })).statusCode,
    ).toBe(200);
    // B reads the conversation first: nothing of it may stay stale there afterwards.
    expect((await callApi(b, writer, 'GET', `/chat?testamentId=${id}`)).statusCode).toBe(200);
    const message = 'o que é a legítima?';
    expect(
      (await callApi(a, writer, 'POST', '/chat', { testamentId: id, message })).statusCode,
    ).toBe(200);
    // No instance keeps conversations in memory (ADR 0017): B reads A's turn at once.
    const onB = await callApi(b, writer, 'GET', `/chat?testamentId=${id}`);
    expect(
      onB.json<{ messages: { content: string }[] }>().messages.map((m) => m.content),
    ).toContain(message);

    // Concluded through A: B refuses to change it, from its next request on.
    await handles[0]!.db
      .update(testaments)
      .set({ content: EXAMPLE_TESTAMENT })
      .where(eq(testaments.id, id));
    const put = await callApi(a, writer, 'PUT', `/testaments/${id}`, {
      content: EXAMPLE_TESTAMENT,
      status: 'concluido',
    });
    expect(put.statusCode, put.body).toBe(200);
    const late = await callApi(b, writer, 'POST', '/chat', { testamentId: id, message: 'mudar' });
    expect(late.statusCode).toBe(409);
    expectErrorBody(late, 'turn on a will concluded by the other instance');
  });
});
