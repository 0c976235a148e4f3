import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { testaments, user } from '../../src/db/schema.ts';
import {
  authPost,
  cookiesFrom,
  confirmEmail,
  tokenFor,
  waitForConfirmationToken,
  waitForEmail,
  waitForResetToken,
} from '../auth-helpers.ts';
import { createTestApp, dataDirOf } from '../test-app.ts';
import { databaseTargets } from '../test-database.ts';
import { callApi, expectErrorBody, origin } from './security-harness.ts';

describe.each(databaseTargets)('e-mail confirmation on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let ipCounter = 0;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    ({ app } = await createTestApp(database, { env: { PUBLIC_URL: origin } }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  const post = (path: string, body: unknown) => {
    ipCounter += 1;
    return app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      remoteAddress: `10.55.${ipCounter}.1`,
      headers: { origin, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  };
  const signUp = (name: string, email: string, password: string) =>
    post('/sign-up/email', { name, email, password });
  const signIn = (email: string, password: string) => post('/sign-in/email', { email, password });
  const userRow = async (email: string) =>
    (await database.db.select().from(user).where(eq(user.email, email)))[0];
  const withoutVolatile = (response: LightMyRequestResponse) => {
    const body = response.json<{ user: Record<string, unknown> }>();
    return { ...body, user: Object.keys(body.user).sort() };
  };

  it('sends a confirmation e-mail on sign-up, and gives no session until its link is opened', async () => {
    const email = 'confirma.primeiro@exemplo.com';
    const password = 'caramboleira-1010';
    const response = await signUp('Pessoa Nova', email, password);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeNull();
    expect(cookiesFrom(response)).not.toContain('session_token');

    // Before the link: a correct password is answered exactly like a wrong one.
    const early = await signIn(email, password);
    const wrong = await signIn(email, 'senha-errada-2020');
    expect(early.statusCode).toBe(401);
    expect(early.body).toBe(wrong.body);
    expectErrorBody(early, 'unconfirmed sign-in');

    const cookie = await confirmEmail(app, email);
    expect((await userRow(email))!.emailVerified).toBe(true);
    const me = await callApi(app, { token: await tokenFor(app, cookie) }, 'GET', '/me');
    expect(me.json()).toMatchObject({ user: { email } });
    expect((await signIn(email, password)).statusCode).toBe(200);
  });

  it('answers a sign-up the same whether the address has an account, and tells the owner by e-mail', async () => {
    const owner = 'ja.tenho.conta@exemplo.com';
    await signUp('Dona', owner, 'jacarandá-florido-11');
    await confirmEmail(app, owner);
    const taken = await signUp('Outra Pessoa', owner, 'outra-senha-qualquer-12');
    const fresh = await signUp(
      'Outra Pessoa',
      'nunca.visto@exemplo.com',
      'outra-senha-qualquer-12',
    );
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(withoutVolatile(taken)).toEqual(withoutVolatile(fresh));
    expect(cookiesFrom(taken)).toBe(cookiesFrom(fresh));
    expect(await waitForEmail(dataDirOf(app), owner, /(mas você já tem uma)/)).toBeTruthy();
  });

  it("replaces an unconfirmed account when the address's owner proves it with the e-mailed link", async () => {
    const email = 'endereco.ocupado@exemplo.com';
    const squatterName = 'Nome Falso Comprido '.repeat(6).trim();
    expect((await signUp(squatterName, email, 'senha-do-invasor-33')).statusCode).toBe(200);
    const squatter = (await userRow(email))!;
    expect(squatter.emailVerified).toBe(false);
    // Whatever the squatter could have stored goes with the account.
    await database.db.insert(testaments).values({ userId: squatter.id, content: {} });

    // The owner signs up: same answer as any sign-up, and an e-mail to choose a password.
    const ownerSignUp = await signUp('Dona Verdadeira', email, 'senha-da-dona-44');
    expect(ownerSignUp.statusCode).toBe(200);
    const resetToken = await waitForResetToken(dataDirOf(app), email);
    const reset = await post('/reset-password', {
      token: resetToken,
      newPassword: 'senha-da-dona-44',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const cookie = cookiesFrom(reset);
    expect(cookie).toContain('session_token');

    const claimed = (await userRow(email))!;
    expect(claimed.emailVerified).toBe(true);
    expect(claimed.name).toBe('');
    expect(
      await database.db.select().from(testaments).where(eq(testaments.userId, claimed.id)),
    ).toEqual([]);
    expect((await signIn(email, 'senha-do-invasor-33')).statusCode).toBe(401);
    expect((await signIn(email, 'senha-da-dona-44')).statusCode).toBe(200);
    const me = await callApi(app, { token: await tokenFor(app, cookie) }, 'GET', '/testaments');
    expect(me.json().testaments).toEqual([]);
  });

  it('leaves names out of security e-mails', async () => {
    const email = 'sem.nome.no.email@exemplo.com';
    const name = 'Zebedeu Quintiliano';
    await signUp(name, email, 'palmeira-real-55');
    await confirmEmail(app, email);
    await post('/request-password-reset', { email, redirectTo: '/redefinir-senha' });
    await waitForResetToken(dataDirOf(app), email);
    const texts = await Promise.all([
      waitForEmail(dataDirOf(app), email, /([\s\S]*confirme seu e-mail[\s\S]*)/),
      waitForEmail(dataDirOf(app), email, /([\s\S]*redefinir a senha[\s\S]*)/),
    ]);
    for (const text of texts) expect(text).not.toContain('Zebedeu');
  });

  it('limits names to 120 characters without hidden characters, on sign-up and on update', async () => {
    const tooLong = await signUp('a'.repeat(121), 'nome.longo@exemplo.com', 'palmeira-real-66');
    expect(tooLong.statusCode).toBe(400);
    expectErrorBody(tooLong, 'long name');
    const hidden = await signUp('Ana\u202Eoiv', 'nome.oculto@exemplo.com', 'palmeira-real-77');
    expect(hidden.statusCode).toBe(400);
    expect(
      (await signUp('a'.repeat(120), 'nome.no.limite@exemplo.com', 'palmeira-real-88')).statusCode,
    ).toBe(200);

    const email = 'muda.nome@exemplo.com';
    await signUp('Nome Certo', email, 'palmeira-real-99');
    const cookie = await confirmEmail(app, email);
    const update = await authPost(app, origin, '/update-user', { name: 'b'.repeat(500) }, cookie);
    expect(update.statusCode).toBe(400);
    expect((await userRow(email))!.name).toBe('Nome Certo');
  });

  it('refuses the weak passwords an attack found accepted, with the reasons', async () => {
    for (const password of ['       1a', 'aaaaaaa1', 'qwerty12']) {
      const response = await signUp(
        'Pessoa Fraca',
        `fraca.${password.trim()}@exemplo.com`,
        password,
      );
      expect(response.statusCode, password).toBe(400);
      expect(response.json().code).toBe('WEAK_PASSWORD');
      expectErrorBody(response, password);
    }
  });

  it('confirms only the account the link was made for', async () => {
    const email = 'link.antigo@exemplo.com';
    await signUp('Primeira', email, 'ingazeiro-101');
    const firstToken = await waitForConfirmationToken(dataDirOf(app), email);
    const first = (await userRow(email))!;
    // The account is replaced (its owner claimed it): the old link confirms nothing.
    await database.db.delete(user).where(eq(user.id, first.id));
    await signUp('Segunda', email, 'ingazeiro-202');
    const stale = await app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${firstToken}`,
    });
    expect(cookiesFrom(stale)).not.toContain('session_token');
    expect((await userRow(email))!.emailVerified).toBe(false);
  });
});
