import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { testaments } from '../src/db/schema.ts';
import { createAssistant, type Assistant } from '../src/features/assistant/assistant.ts';
import { createChatService } from '../src/features/chat/chat-service.ts';
import { saveTurn } from '../src/features/chat/save-turn.ts';
import { apiCall, signUpAndGetToken } from './auth-helpers.ts';
import { createTestApp } from './test-app.ts';
import { databaseTargets } from './test-database.ts';

const origin = 'http://localhost:3999';

describe.each(databaseTargets)('wills and chat API on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let ana: { token: string; userId: string };
  let bruno: { token: string; userId: string };

  const call = (
    who: { token: string } | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) => apiCall(app, who, method, url, payload);

  const newWill = async (who: { token: string; userId: string }) => {
    const response = await call(who, 'POST', '/testaments', {
      user_id: who.userId,
      status: 'draft',
      content: {},
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ testament: { id: string } }>().testament.id;
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    ({ app } = await createTestApp(database, { env: { PUBLIC_URL: origin } }));
    ana = await signUpAndGetToken(app, origin, 'ana.chat@exemplo.com');
    bruno = await signUpAndGetToken(app, origin, 'bruno.chat@exemplo.com');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it('creates a draft will for the caller and refuses someone else’s user_id', async () => {
    const created = await call(ana, 'POST', '/testaments', {
      user_id: ana.userId,
      status: 'draft',
      content: {},
      id: '00000000-0000-0000-0000-000000000000',
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ success: true, testament: { status: 'draft' } });
    expect(body.testament.id).not.toBe('00000000-0000-0000-0000-000000000000');

    const forOther = await call(ana, 'POST', '/testaments', {
      user_id: bruno.userId,
      status: 'draft',
      content: {},
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('refuses another status or a non-empty content with 400 in Portuguese', async () => {
    for (const payload of [
      { user_id: ana.userId, status: 'concluido', content: {} },
      { user_id: ana.userId, status: 'draft', content: { testador: { nome: 'X' } } },
      { user_id: ana.userId },
    ]) {
      const response = await call(ana, 'POST', '/testaments', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        error: 'Os dados enviados são inválidos.',
      });
    }
  });

  it('answers 401 without a token on every will and chat route', async () => {
    const id = await newWill(ana);
    for (const [method, url, payload] of [
      ['POST', '/testaments', { user_id: ana.userId, status: 'draft', content: {} }],
      ['GET', '/testaments', undefined],
      ['GET', `/testaments/${id}`, undefined],
      ['POST', '/chat/init', { testamentId: id, new: true }],
      ['POST', '/chat', { testamentId: id, message: 'oi' }],
      ['GET', `/chat?testamentId=${id}`, undefined],
    ] as const) {
      const response = await call(null, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('greets once: calling /chat/init again adds no second greeting', async () => {
    const id = await newWill(ana);
    const first = await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.message.role).toBe('assistant');
    expect(body.message.content.length).toBeGreaterThan(20);
    expect(body.progress).toMatchObject({
      etapa: expect.any(Number),
      totalEtapas: expect.any(Number),
    });
    const again = await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    expect(again.json().messages).toHaveLength(body.messages.length);
    expect(again.json().message.id).toBe(body.message.id);
  });

  it('runs a turn: stores the user message and the reply in order, and a reload gets them back', async () => {
    const id = await newWill(ana);
    await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    const turn = await call(ana, 'POST', '/chat', { testamentId: id, message: 'sim' });
    expect(turn.statusCode).toBe(200);
    const body = turn.json();
    expect(body).toMatchObject({ success: true, hasJson: false, message: { role: 'assistant' } });
    expect(body.userMessage).toMatchObject({ role: 'user', content: 'sim' });
    expect(body.replies.at(-1).id).toBe(body.message.id);

    const reload = await call(ana, 'GET', `/chat?testamentId=${id}`);
    expect(reload.statusCode).toBe(200);
    const history = reload.json();
    expect(history.testament).toMatchObject({ id, status: 'draft' });
    const roles = history.messages.map((message: { role: string }) => message.role);
    expect(roles[0]).toBe('assistant');
    expect(history.messages.map((message: { id: string }) => message.id)).toContain(
      body.userMessage.id,
    );
    expect(history.messages.at(-1).id).toBe(body.message.id);
    expect(history.progress).toEqual(body.progress);
  });

  it('continues a conversation stored in the first state shape, and refuses a damaged one in Portuguese', async () => {
    const id = await newWill(ana);
    await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    const version1 = {
      versao: 1,
      iniciado: true,
      draft: {
        pessoas: [],
        testador: {
          nome: 'Carlos Alberto Mendes',
          capacidade: { declaraPlenoDiscernimento: true },
        },
        descendentes: [],
        ascendentes: [],
        heranca: [],
        legados: [],
        testamenteiros: [],
        naoPatrimoniais: { reconhecimentoFilhos: [], mensagens: [] },
        testemunhaIds: [],
      },
      respondidas: ['proprio', 'nome'],
      atual: 'cpf',
      historico: ['proprio', 'nome'],
      editando: null,
      pending: null,
      reconhecidos: [],
      proximoId: 1,
      concluido: false,
      turnos: 3,
      tentativas: 0,
    };
    await database.db
      .update(testaments)
      .set({ interviewState: version1 })
      .where(eq(testaments.id, id));
    const turn = await call(ana, 'POST', '/chat', { testamentId: id, message: '529.982.247-25' });
    expect(turn.statusCode).toBe(200);
    expect(turn.json().message.content).toContain('data de nascimento');
    const [migrated] = await database.db.select().from(testaments).where(eq(testaments.id, id));
    expect(migrated!.interviewState).toMatchObject({
      version: 2,
      current: 'nascimento',
      answered: ['proprio', 'nome', 'cpf'],
      draft: { testador: { nome: 'Carlos Alberto Mendes', cpf: '52998224725' } },
    });

    await database.db
      .update(testaments)
      .set({ interviewState: { versao: 1, atual: 'cpf' } })
      .where(eq(testaments.id, id));
    const damaged = await call(ana, 'POST', '/chat', { testamentId: id, message: 'sim' });
    expect(damaged.statusCode).toBe(200);
    expect(damaged.json().replies[0].content).toContain('Não consegui ler o andamento salvo');
  });

  it('says what became of a form: refused (the state unchanged) or a form no question asks for', async () => {
    const id = await newWill(ana);
    await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    const typed = await call(ana, 'POST', '/chat', { testamentId: id, message: 'sim' });
    expect(typed.json().formOutcome).toBeUndefined();
    const before = (await call(ana, 'GET', `/chat?testamentId=${id}`)).json();

    // The name question asks for no form: the form is refused and nothing moves.
    const form = await call(ana, 'POST', '/chat', {
      testamentId: id,
      message: 'Enviei o formulário: testemunhas.',
      form: { name: 'testemunhas', values: { itens: [] } },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({ success: true, formOutcome: 'refused' });
    expect(form.json().replies[0].content).toContain('não corresponde');
    expect(form.json().progress).toEqual(before.progress);
  });

  it('refuses empty, blank and overlong messages, keeping the conversation as it was', async () => {
    const id = await newWill(ana);
    await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    const before = (await call(ana, 'GET', `/chat?testamentId=${id}`)).json().messages.length;
    for (const message of ['', '   \n\t ']) {
      const response = await call(ana, 'POST', '/chat', { testamentId: id, message });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'Escreva uma mensagem antes de enviar.',
      });
    }
    const long = await call(ana, 'POST', '/chat', { testamentId: id, message: 'a'.repeat(4001) });
    expect(long.statusCode).toBe(413);
    expect(long.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(long.json().error).toContain('4000 caracteres');
    const after = (await call(ana, 'GET', `/chat?testamentId=${id}`)).json().messages.length;
    expect(after).toBe(before);
  });

  it('hides another user’s will behind 404 on every route', async () => {
    const id = await newWill(ana);
    await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    for (const [method, url, payload] of [
      ['GET', `/testaments/${id}`, undefined],
      ['POST', '/chat/init', { testamentId: id, new: true }],
      ['POST', '/chat', { testamentId: id, message: 'oi' }],
      ['GET', `/chat?testamentId=${id}`, undefined],
    ] as const) {
      const response = await call(bruno, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        error: 'Testamento não encontrado.',
      });
    }
    const list = await call(bruno, 'GET', '/testaments');
    expect(list.json().testaments.map((will: { id: string }) => will.id)).not.toContain(id);
  });

  it('lists the caller’s wills newest first', async () => {
    const older = await newWill(bruno);
    const newer = await newWill(bruno);
    const list = await call(bruno, 'GET', '/testaments');
    expect(list.statusCode).toBe(200);
    const ids = list.json().testaments.map((will: { id: string }) => will.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.json().testaments[0]).toMatchObject({
      status: 'draft',
      title: expect.stringContaining('Testamento'),
    });
    const one = await call(bruno, 'GET', `/testaments/${older}`);
    expect(one.json().testament).toMatchObject({ id: older, status: 'draft', content: {} });
  });

  it('answers 409 to a new message on a concluded will', async () => {
    const id = await newWill(ana);
    await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    await database.db.update(testaments).set({ status: 'concluido' }).where(eq(testaments.id, id));
    const response = await call(ana, 'POST', '/chat', { testamentId: id, message: 'quero mudar' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(response.json().error).toContain('já foi concluído');
  });

  it('saves every turn, each whole and in its own place, when eight tabs send at once', async () => {
    const id = await newWill(ana);
    await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    // "resumo" does not move the interview, so every turn is valid on any state: all must land,
    // however many lose the optimistic race and recompute or fall back to the row lock.
    const sent = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(ana, 'POST', '/chat', { testamentId: id, message: 'resumo' }),
      ),
    );
    for (const response of sent) expect(response.statusCode).toBe(200);
    const messages = (await call(ana, 'GET', `/chat?testamentId=${id}`)).json().messages as {
      id: string;
      role: string;
    }[];
    expect(messages.filter((message) => message.role === 'user')).toHaveLength(8);
    const [will] = await database.db.select().from(testaments).where(eq(testaments.id, id));
    expect(will!.revision).toBe(9); // the greeting, then one per turn
    for (const turn of sent.map((response) => response.json())) {
      const start = messages.findIndex((message) => message.id === turn.userMessage.id);
      const replyIds = turn.replies.map((reply: { id: string }) => reply.id);
      expect(
        messages.slice(start + 1, start + 1 + replyIds.length).map((message) => message.id),
      ).toEqual(replyIds);
    }
  });

  it('does not save a turn computed on a state that changed meanwhile', async () => {
    const id = await newWill(ana);
    await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    const [before] = await database.db.select().from(testaments).where(eq(testaments.id, id));
    const stale = await saveTurn(database.db, {
      testamentId: id,
      userId: ana.userId,
      revision: before!.revision - 1,
      interviewState: { outdated: true },
      messages: [{ role: 'user', content: 'resposta atrasada' }],
    });
    expect(stale).toBeNull();
    const someoneElse = await saveTurn(database.db, {
      testamentId: id,
      userId: bruno.userId,
      revision: before!.revision,
      interviewState: { intruder: true },
      messages: [{ role: 'user', content: 'não é meu' }],
    });
    expect(someoneElse).toBeNull();
    const fresh = await saveTurn(database.db, {
      testamentId: id,
      userId: ana.userId,
      revision: before!.revision,
      interviewState: before!.interviewState,
      messages: [
        { role: 'user', content: 'primeira' },
        { role: 'assistant', content: 'segunda' },
      ],
    });
    expect(fresh?.map((row) => row.content)).toEqual(['primeira', 'segunda']);
    const messages = (await call(ana, 'GET', `/chat?testamentId=${id}`)).json().messages as {
      content: string;
    }[];
    expect(messages.map((message) => message.content)).not.toContain('resposta atrasada');
    expect(messages.map((message) => message.content)).not.toContain('não é meu');
    expect(messages.slice(-2).map((message) => message.content)).toEqual(['primeira', 'segunda']);
  });

  it('recomputes a turn another tab outran, and takes the row lock after three lost races', async () => {
    const id = await newWill(ana);
    await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    const [greeted] = await database.db.select().from(testaments).where(eq(testaments.id, id));
    const real = createAssistant();
    const otherTab = createChatService(database.db, real);
    const seen: unknown[] = [];
    const savedByOtherTab: unknown[] = [];
    // While this tab's turn is being computed (as a slow model's answer would be), the other tab
    // saves a turn of its own, three times in a row.
    const slow: Assistant = {
      async reply(state, input, context) {
        seen.push(state);
        const result = await real.reply(state, input, context);
        if (savedByOtherTab.length < 3) {
          await otherTab.send(ana.userId, { testamentId: id, message: 'resumo' });
          const [row] = await database.db.select().from(testaments).where(eq(testaments.id, id));
          savedByOtherTab.push(row!.interviewState);
        }
        return result;
      },
    };
    const turn = await createChatService(database.db, slow).send(ana.userId, {
      testamentId: id,
      message: 'resumo',
    });
    expect(turn.success).toBe(true);
    // Each recompute started from the state the other tab had just saved; the fourth, under the
    // row lock, was not outrun.
    expect(seen).toHaveLength(4);
    expect(seen.slice(1)).toEqual(savedByOtherTab);
    const [after] = await database.db.select().from(testaments).where(eq(testaments.id, id));
    expect(after!.revision).toBe(greeted!.revision + 4);
    const messages = (await call(ana, 'GET', `/chat?testamentId=${id}`)).json().messages as {
      id: string;
      role: string;
    }[];
    const users = messages.filter((message) => message.role === 'user');
    expect(users).toHaveLength(4);
    expect(users.at(-1)!.id).toBe(turn.userMessage.id);
    expect(messages.slice(-turn.replies.length).map((message) => message.id)).toEqual(
      turn.replies.map((reply) => reply.id),
    );
  });

  it('keeps turns whole when two tabs send at once', async () => {
    const id = await newWill(ana);
    await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
    const [a, b] = await Promise.all([
      call(ana, 'POST', '/chat', { testamentId: id, message: 'sim' }),
      call(ana, 'POST', '/chat', { testamentId: id, message: 'voltar' }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const messages = (await call(ana, 'GET', `/chat?testamentId=${id}`)).json().messages as {
      id: string;
      role: string;
    }[];
    for (const turn of [a.json(), b.json()]) {
      const start = messages.findIndex((message) => message.id === turn.userMessage.id);
      const replyIds = turn.replies.map((reply: { id: string }) => reply.id);
      expect(
        messages.slice(start + 1, start + 1 + replyIds.length).map((message) => message.id),
      ).toEqual(replyIds);
    }
  });
});
