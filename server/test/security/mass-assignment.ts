import { EXAMPLE_TESTAMENT } from '@legado/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { selectRows } from '../../src/db/client.ts';
import { chatMessages, testaments, user } from '../../src/db/schema.ts';
import {
  callApi,
  createWill,
  expectErrorBody,
  origin,
  type GetContext,
  type SecurityContext,
} from './security-harness.ts';

const chosenId = '11111111-2222-4333-8444-555555555555';
const longAgo = '2001-02-03T04:05:06.000Z';

/** Fields a client must never be able to set: ids, owner, status, timestamps, hashes. */
export function massAssignment(getContext: GetContext): void {
  let ctx: SecurityContext;
  beforeAll(() => {
    ctx = getContext();
  });

  const willRow = async (id: string) =>
    (await ctx.database.db.select().from(testaments).where(eq(testaments.id, id)))[0];
  const willCount = async (userId: string) =>
    (await ctx.database.db.select().from(testaments).where(eq(testaments.userId, userId))).length;

  it('POST /testaments ignores id, timestamps, hashes and a second owner field in the body', async () => {
    const before = Date.now();
    const response = await callApi(ctx.app, ctx.ana, 'POST', '/testaments', {
      user_id: ctx.ana.userId,
      status: 'draft',
      content: {},
      id: chosenId,
      userId: ctx.bruno.userId,
      owner: ctx.bruno.userId,
      created_at: longAgo,
      createdAt: longAgo,
      updated_at: longAgo,
      finalized_at: longAgo,
      finalizedAt: longAgo,
      content_sha256: 'f'.repeat(64),
      contentSha256: 'f'.repeat(64),
      interview_state: { etapa: 99 },
      interviewState: { etapa: 99 },
      isAdmin: true,
    });
    expect(response.statusCode).toBe(201);
    const { id, status } = response.json().testament;
    expect(id).not.toBe(chosenId);
    expect(status).toBe('draft');
    const row = await willRow(id);
    expect(row).toMatchObject({
      userId: ctx.ana.userId,
      status: 'draft',
      content: {},
      interviewState: {},
      finalizedAt: null,
      contentSha256: null,
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(await willRow(chosenId)).toBeUndefined();
  });

  it("POST /testaments refuses status 'concluido', content and another user's user_id, storing nothing", async () => {
    const anaBefore = await willCount(ctx.ana.userId);
    const brunoBefore = await willCount(ctx.bruno.userId);
    for (const [payload, status] of [
      [{ user_id: ctx.ana.userId, status: 'concluido', content: {} }, 400],
      [{ user_id: ctx.ana.userId, status: 'draft', content: { testador: { nome: 'X' } } }, 400],
      [{ user_id: ctx.ana.userId, status: 'draft', content: EXAMPLE_TESTAMENT }, 400],
      [{ user_id: ctx.bruno.userId, status: 'draft', content: {} }, 403],
      [{ user_id: ctx.bruno.userId, status: 'draft', content: {}, id: chosenId }, 403],
    ] as const) {
      const response = await callApi(ctx.app, ctx.ana, 'POST', '/testaments', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expectErrorBody(response, 'POST /testaments');
    }
    expect(await willCount(ctx.ana.userId)).toBe(anaBefore);
    expect(await willCount(ctx.bruno.userId)).toBe(brunoBefore);
  });

  it('refuses a prototype-polluting body in Portuguese and pollutes nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/testaments',
      headers: { authorization: `Bearer ${ctx.ana.token}`, 'content-type': 'application/json' },
      payload: `{"user_id":"${ctx.ana.userId}","status":"draft","content":{},"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}`,
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response, '__proto__');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('PUT /testaments/{id} keeps the owner and computes finalized_at and the hash itself', async () => {
    const id = await createWill(ctx.app, ctx.ana);
    // The document the interview produced (only that one can be confirmed).
    await ctx.database.db
      .update(testaments)
      .set({ content: EXAMPLE_TESTAMENT })
      .where(eq(testaments.id, id));
    const before = Date.now();
    const response = await callApi(ctx.app, ctx.ana, 'PUT', `/testaments/${id}`, {
      content: EXAMPLE_TESTAMENT,
      status: 'concluido',
      user_id: ctx.bruno.userId,
      userId: ctx.bruno.userId,
      id: chosenId,
      finalized_at: longAgo,
      finalizedAt: longAgo,
      created_at: longAgo,
      content_sha256: 'f'.repeat(64),
    });
    expect(response.statusCode).toBe(200);
    const row = await willRow(id);
    expect(row!.userId).toBe(ctx.ana.userId);
    expect(row!.status).toBe('concluido');
    expect(row!.finalizedAt!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row!.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.contentSha256).not.toBe('f'.repeat(64));
    expect(response.json().testament).toMatchObject({ id, content_sha256: row!.contentSha256 });
    expect(await willRow(chosenId)).toBeUndefined();
    // Bruno still cannot see it.
    expect((await callApi(ctx.app, ctx.bruno, 'GET', `/testaments/${id}`)).statusCode).toBe(404);
  });

  it("PUT /testaments/{id} by Bruno on Ana's will, even naming himself as owner, changes nothing", async () => {
    const id = await createWill(ctx.app, ctx.ana);
    const before = await willRow(id);
    const response = await callApi(ctx.app, ctx.bruno, 'PUT', `/testaments/${id}`, {
      content: EXAMPLE_TESTAMENT,
      status: 'concluido',
      user_id: ctx.bruno.userId,
    });
    expect(response.statusCode).toBe(404);
    expectErrorBody(response, 'PUT as Bruno');
    expect(await willRow(id)).toEqual(before);
  });

  it("POST /chat and /chat/init on another user's will answer 404 and store nothing", async () => {
    const id = await createWill(ctx.app, ctx.ana);
    await callApi(ctx.app, ctx.ana, 'POST', '/chat/init', { testamentId: id, new: true });
    const messagesOf = async () =>
      ctx.database.db.select().from(chatMessages).where(eq(chatMessages.testamentId, id));
    const before = await messagesOf();
    const stateBefore = (await willRow(id))!.interviewState;
    const text = 'Bruno tentando escrever no testamento da Ana';
    const send = await callApi(ctx.app, ctx.bruno, 'POST', '/chat', {
      testamentId: id,
      message: text,
    });
    expect(send.statusCode).toBe(404);
    expectErrorBody(send, 'POST /chat as Bruno');
    const init = await callApi(ctx.app, ctx.bruno, 'POST', '/chat/init', {
      testamentId: id,
      new: true,
    });
    expect(init.statusCode).toBe(404);
    expect(await messagesOf()).toEqual(before);
    expect((await willRow(id))!.interviewState).toEqual(stateBefore);
    const anywhere = await ctx.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.content, text));
    expect(anywhere).toEqual([]);
  });

  it('POST /chat stores only the message: role, id, timestamps and other fields in the body are ignored', async () => {
    const id = await createWill(ctx.app, ctx.ana);
    await callApi(ctx.app, ctx.ana, 'POST', '/chat/init', { testamentId: id, new: true });
    const response = await callApi(ctx.app, ctx.ana, 'POST', '/chat', {
      testamentId: id,
      message: 'sim',
      role: 'assistant',
      id: chosenId,
      created_at: longAgo,
      seq: -1,
      content: 'conteudo-injetado-no-corpo',
      testament_id: ctx.owner.draftWillId,
      status: 'concluido',
      testamentJson: EXAMPLE_TESTAMENT,
      user_id: ctx.bruno.userId,
    });
    expect(response.statusCode).toBe(200);
    const { userMessage } = response.json();
    expect(userMessage).toMatchObject({ role: 'user', content: 'sim' });
    expect(userMessage.id).not.toBe(chosenId);
    const stored = await ctx.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.testamentId, id), eq(chatMessages.id, userMessage.id)));
    expect(stored[0]).toMatchObject({ role: 'user', content: 'sim' });
    expect(stored[0]!.createdAt.getUTCFullYear()).not.toBe(2001);
    const injected = await selectRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from chat_messages where content = 'conteudo-injetado-no-corpo' or id = ${chosenId}`,
    );
    expect(injected[0]!.n).toBe(0);
    const row = await willRow(id);
    expect(row).toMatchObject({ userId: ctx.ana.userId, status: 'draft', finalizedAt: null });
    expect(row!.content).not.toEqual(EXAMPLE_TESTAMENT);
  });

  it('sign-up ignores id, emailVerified and timestamps in the body', async () => {
    const chosenUserId = 'usuario-escolhido-pelo-cliente';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '10.7.7.7',
      headers: { origin, 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'Diana Prado',
        email: 'diana.seguranca@exemplo.com',
        password: 'buriti-verde-5150',
        id: chosenUserId,
        emailVerified: true,
        email_verified: true,
        createdAt: longAgo,
        role: 'admin',
      }),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'diana.seguranca@exemplo.com'));
    expect(row!.id).not.toBe(chosenUserId);
    expect(row!.emailVerified).toBe(false);
    expect(row!.createdAt.getUTCFullYear()).not.toBe(2001);
    expect(await ctx.database.db.select().from(user).where(eq(user.id, chosenUserId))).toEqual([]);
  });
}
