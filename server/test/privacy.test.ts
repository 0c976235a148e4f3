import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLE_TESTAMENT, MyDataExportSchema, type MyDataExport } from '@legado/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../src/db/client.ts';
import { account, session, testamentSignings, testaments } from '../src/db/schema.ts';
import { apiCall, authPost, signUpAndGetToken } from './auth-helpers.ts';
import { createTestApp } from './test-app.ts';
import { databaseTargets } from './test-database.ts';

const origin = 'http://localhost:3999';
const password = 'girassol-azul-42';

type Person = { token: string; userId: string; cookie: string; email: string };

describe.each(databaseTargets)('LGPD export and account deletion on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let dataDir: string;
  let owner: Person;
  let stranger: Person;
  let ownerWillId: string;
  let strangerWillId: string;

  const call = (
    who: { token: string },
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    on: FastifyInstance = app,
  ) => apiCall(on, who, method, url, payload);

  const signUp = async (email: string): Promise<Person> => ({
    ...(await signUpAndGetToken(app, origin, email, password)),
    email,
  });

  /** A will with a started conversation, one answer and, when asked, a generated PDF. */
  const willWithConversation = async (who: Person, withPdf: boolean) => {
    const created = await call(who, 'POST', '/testaments', {
      user_id: who.userId,
      status: 'draft',
      content: {},
    });
    const id = created.json<{ testament: { id: string } }>().testament.id;
    expect((await call(who, 'POST', '/chat/init', { testamentId: id, new: true })).statusCode).toBe(
      200,
    );
    expect((await call(who, 'POST', '/chat', { testamentId: id, message: 'sim' })).statusCode).toBe(
      200,
    );
    if (withPdf) {
      await database.db
        .update(testaments)
        .set({ content: EXAMPLE_TESTAMENT })
        .where(eq(testaments.id, id));
      expect((await call(who, 'POST', `/testaments/${id}/generate-pdf`)).statusCode).toBe(200);
    }
    return id;
  };

  /** Rows that belong to this user, table by table. */
  const rowsOf = async (userId: string, willIds: string[]) => {
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await selectRows<{ n: number | string }>(database.db, query))[0]!.n);
    const ids =
      willIds.length === 0
        ? sql`null`
        : sql.join(
            willIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          );
    return {
      user: await count(sql`select count(*) as n from "user" where id = ${userId}`),
      session: await count(sql`select count(*) as n from session where user_id = ${userId}`),
      account: await count(sql`select count(*) as n from account where user_id = ${userId}`),
      testaments: await count(sql`select count(*) as n from testaments where user_id = ${userId}`),
      chat_messages: await count(
        sql`select count(*) as n from chat_messages where testament_id in (${ids})`,
      ),
      testament_documents: await count(
        sql`select count(*) as n from testament_documents where testament_id in (${ids})`,
      ),
      testament_signings: await count(
        sql`select count(*) as n from testament_signings where testament_id in (${ids})`,
      ),
      verification: await count(
        sql`select count(*) as n from verification where strpos(value, ${userId}) > 0`,
      ),
    };
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-privacy-'));
    ({ app } = await createTestApp(database, {
      env: { PUBLIC_URL: origin, DATA_DIR: dataDir },
    }));
    owner = await signUp('titular.privacidade@exemplo.com');
    stranger = await signUp('vizinho.privacidade@exemplo.com');
    ownerWillId = await willWithConversation(owner, true);
    strangerWillId = await willWithConversation(stranger, false);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports all of a person’s data as a dated JSON attachment, without secrets or anyone else’s data', async () => {
    const response = await call(owner, 'GET', '/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="legado-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data: MyDataExport = MyDataExportSchema.parse(response.json());

    expect(data.account).toMatchObject({
      id: owner.userId,
      email: owner.email,
      name: 'Pessoa Teste',
    });
    expect(data.linked_accounts).toEqual([
      { provider_id: 'credential', created_at: expect.any(String) },
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.testaments.map((will) => will.id)).toEqual([ownerWillId]);

    const will = data.testaments[0]!;
    expect(will.content).toMatchObject({ testador: EXAMPLE_TESTAMENT.testador });
    expect(Object.keys(will.interview_state as object).length).toBeGreaterThan(0);
    expect(will).toMatchObject({ replaces_id: null, signing: null });
    const chat = await call(owner, 'GET', `/chat?testamentId=${ownerWillId}`);
    const conversation = chat.json<{ messages: { id: string; content: string }[] }>().messages;
    expect(will.chat_messages.map((message) => message.id)).toEqual(
      conversation.map((message) => message.id),
    );
    expect(will.chat_messages.some((m) => m.role === 'user' && m.content === 'sim')).toBe(true);

    const [pdf] = await selectRows<{ id: string; sha256: string; size: number | string }>(
      database.db,
      sql`select id, sha256, octet_length(pdf) as size from testament_documents where testament_id = ${ownerWillId}`,
    );
    expect(will.documents).toEqual([
      {
        id: pdf!.id,
        kind: 'draft',
        sha256: pdf!.sha256,
        content_sha256: expect.any(String),
        size_bytes: Number(pdf!.size),
        created_at: expect.any(String),
      },
    ]);

    const [secrets] = await database.db
      .select({ hash: account.password })
      .from(account)
      .where(eq(account.userId, owner.userId));
    const sessionTokens = await database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, owner.userId));
    const raw = response.body;
    expect(secrets!.hash).toBeTruthy();
    expect(raw).not.toContain(secrets!.hash!);
    for (const { token } of sessionTokens) expect(raw).not.toContain(token);
    expect(raw).not.toMatch(/"(password|token|access_token|refresh_token|id_token|pdf)"/);
    expect(raw).not.toContain(stranger.email);
    expect(raw).not.toContain(stranger.userId);
    expect(raw).not.toContain(strangerWillId);
  });

  it('asks accounts with a password to confirm deletion with it', async () => {
    const response = await call(owner, 'GET', '/me/deletion');
    expect(response.json()).toEqual({ success: true, method: 'password' });
  });

  it('refuses a wrong or missing password and extra fields, and deletes nothing', async () => {
    const before = await rowsOf(owner.userId, [ownerWillId]);

    const wrong = await call(owner, 'DELETE', '/me', { password: 'senha-errada-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      error: 'Senha incorreta. Confira e tente de novo.',
    });
    const missing = await call(owner, 'DELETE', '/me', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Digite sua senha para confirmar a exclusão da conta.');
    const smuggled = await call(owner, 'DELETE', '/me', { password, user_id: stranger.userId });
    expect(smuggled.statusCode).toBe(400);

    expect(await rowsOf(owner.userId, [ownerWillId])).toEqual(before);
    expect(before.user).toBe(1);
    expect((await call(owner, 'GET', '/me')).statusCode).toBe(200);
  });

  it('rate-limits deletion attempts with a Portuguese 429', async () => {
    const guesser = await signUp('chutador.privacidade@exemplo.com');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await call(guesser, 'DELETE', '/me', { password: `errada-${attempt}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error).toMatch(/^Muitas tentativas seguidas\. Aguarde \d+ minuto/);
      }
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    // Even the right password waits now: the limit counts attempts, not failures.
    expect((await call(guesser, 'DELETE', '/me', { password })).statusCode).toBe(429);
    expect((await call(guesser, 'GET', '/me')).statusCode).toBe(200);
  });

  it('deletes every row of the account with the right password and kills its session and tokens at once', async () => {
    const reset = await authPost(app, origin, '/request-password-reset', {
      email: owner.email,
      redirectTo: '/redefinir-senha',
    });
    expect(reset.statusCode).toBe(200);
    await database.db.insert(testamentSignings).values({
      testamentId: ownerWillId,
      signedOn: '2026-01-10',
      witnessIds: ['p4'],
      originalLocation: 'Cofre',
    });
    const before = await rowsOf(owner.userId, [ownerWillId]);
    expect(before).toMatchObject({
      user: 1,
      testaments: 1,
      testament_documents: 1,
      testament_signings: 1,
    });
    expect(before.session).toBeGreaterThan(0);
    expect(before.chat_messages).toBeGreaterThan(0);
    expect(before.verification).toBe(1);
    const strangerBefore = await rowsOf(stranger.userId, [strangerWillId]);

    const deleted = await call(owner, 'DELETE', '/me', { password });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });

    expect(await rowsOf(owner.userId, [ownerWillId])).toEqual({
      user: 0,
      session: 0,
      account: 0,
      testaments: 0,
      chat_messages: 0,
      testament_documents: 0,
      testament_signings: 0,
      verification: 0,
    });

    // The access token is still correctly signed and unexpired: refused anyway, on every route.
    for (const [method, url, body] of [
      ['GET', '/me'],
      ['GET', '/testaments'],
      ['GET', `/testaments/${ownerWillId}`],
      ['GET', '/me/export'],
      ['POST', '/testaments', { user_id: owner.userId, status: 'draft', content: {} }],
      ['POST', '/chat', { testamentId: ownerWillId, message: 'oi' }],
      ['DELETE', '/me', { password }],
    ] as const) {
      const response = await call(owner, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }

    const token = await app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: owner.cookie },
    });
    expect(token.statusCode).toBe(401);
    const sessionCheck = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: owner.cookie },
    });
    expect(sessionCheck.json()).toBeNull();
    const signIn = await authPost(app, origin, '/sign-in/email', { email: owner.email, password });
    expect(signIn.statusCode).toBe(401);

    expect(await rowsOf(stranger.userId, [strangerWillId])).toEqual(strangerBefore);
    expect(strangerBefore.chat_messages).toBeGreaterThan(0);
    const strangerExport = await call(stranger, 'GET', '/me/export');
    expect(strangerExport.statusCode).toBe(200);
    expect(strangerExport.json<MyDataExport>().testaments[0]!.id).toBe(strangerWillId);
  });

  it('lets an account without a password (Google only) confirm with EXCLUIR', async () => {
    const googleOnly = await signUp('so.google.privacidade@exemplo.com');
    await database.db
      .update(account)
      .set({ providerId: 'google', accountId: 'google-sub-123', password: null })
      .where(eq(account.userId, googleOnly.userId));

    expect((await call(googleOnly, 'GET', '/me/deletion')).json()).toEqual({
      success: true,
      method: 'phrase',
    });
    const withPassword = await call(googleOnly, 'DELETE', '/me', { password });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().error).toContain('Digite EXCLUIR');
    expect((await rowsOf(googleOnly.userId, [])).user).toBe(1);

    const confirmed = await call(googleOnly, 'DELETE', '/me', { confirm: 'EXCLUIR' });
    expect(confirmed.statusCode).toBe(200);
    expect(await rowsOf(googleOnly.userId, [])).toMatchObject({ user: 0, session: 0, account: 0 });
    expect((await call(googleOnly, 'GET', '/me')).statusCode).toBe(401);
  });

  it('makes another instance refuse the deleted account’s token on its next request', async () => {
    const { app: other } = await createTestApp(database, {
      env: { PUBLIC_URL: origin, DATA_DIR: dataDir },
    });
    try {
      const leaving = await signUp('outra.instancia@exemplo.com');
      expect((await call(leaving, 'GET', '/me', undefined, other)).statusCode).toBe(200);

      expect((await call(leaving, 'DELETE', '/me', { password })).statusCode).toBe(200);

      const write = await call(
        leaving,
        'POST',
        '/testaments',
        { user_id: leaving.userId, status: 'draft', content: {} },
        other,
      );
      expect(write.statusCode).toBe(401);
      expect((await call(leaving, 'GET', '/me', undefined, other)).statusCode).toBe(401);
      expect((await call(leaving, 'GET', '/testaments', undefined, other)).statusCode).toBe(401);
      expect((await call(stranger, 'GET', '/me', undefined, other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
