import { sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { authPost, cookiesFrom, waitForResetToken } from '../auth-helpers.ts';
import {
  callApi,
  createWill,
  origin,
  signUp,
  type GetContext,
  type SecurityContext,
} from './security-harness.ts';

/**
 * A whole flow with secrets in it (password, JWT, cookie, CPF, will text, reset token, a 500),
 * then the captured logs, of this flow and of everything the suite did before, must hold none.
 */
export function logCanary(getContext: GetContext): void {
  let ctx: SecurityContext;
  beforeAll(() => {
    ctx = getContext();
  });

  it("routes better-auth's own log lines into the JSON log, without the e-mails they name", async () => {
    const consoleLines: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args) => void consoleLines.push(args)),
    );
    try {
      // An existing e-mail (better-auth logs the attempt naming it) and an unknown one.
      await authPost(ctx.app, origin, '/sign-up/email', {
        name: 'Tentativa Repetida',
        email: ctx.bruno.email,
        password: 'tentativa-repetida-71',
      });
      await authPost(ctx.app, origin, '/sign-in/email', {
        email: 'ninguem.aqui@exemplo.com',
        password: 'tentativa-errada-72',
      });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(consoleLines.filter((line) => String(line).includes('Better Auth'))).toEqual([]);
    const lines = ctx.logs.text.split('\n').filter((line) => line.trim() !== '');
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    const fromAuth = lines.filter((line) => line.includes('"source":"better-auth"'));
    expect(fromAuth.length).toBeGreaterThan(0);
    expect(ctx.logs.text).not.toContain(ctx.bruno.email);
    expect(ctx.logs.text).not.toContain('ninguem.aqui@exemplo.com');
  });

  it('keeps passwords, tokens, cookies, CPF numbers and will text out of the logs', async () => {
    const password = 'canario-amarelo-8841';
    const newPassword = 'canario-azul-9952';
    const email = 'canario.logs@exemplo.com';
    const person = await signUp(
      ctx.app,
      { name: 'Joaquim Canário', email, password },
      '10.200.0.1',
    );

    const cpf = '529.982.247-25';
    const fullName = 'Joaquim Canário da Silva Bragança';
    const messages = [
      `Meu nome completo é ${fullName}`,
      `Meu CPF é ${cpf}`,
      'Deixo meu sítio em Itaipava para minha afilhada Luzia Teixeira',
    ];
    const id = await createWill(ctx.app, person);
    expect(
      (await callApi(ctx.app, person, 'POST', '/chat/init', { testamentId: id, new: true }))
        .statusCode,
    ).toBe(200);
    for (const message of messages) {
      const turn = await callApi(ctx.app, person, 'POST', '/chat', { testamentId: id, message });
      expect(turn.statusCode, turn.body).toBe(200);
    }
    // A form submission carrying the CPF as data.
    await callApi(ctx.app, person, 'POST', '/chat', {
      testamentId: id,
      message: '',
      form: { name: 'testador', values: { nome: fullName, cpf } },
    });

    // Failing requests that carry the bearer token: a foreign will, a broken token, a bad body.
    const missing = await callApi(
      ctx.app,
      person,
      'GET',
      `/testaments/00000000-0000-4000-8000-000000000000?access_token=${person.token}`,
    );
    expect(missing.statusCode).toBe(404);
    const broken = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/me?token=${person.token}`,
      headers: { authorization: `Bearer ${person.token}x`, cookie: person.cookie },
    });
    expect(broken.statusCode).toBe(401);
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      payload: `{"testamentId":"${id}","message":"${cpf} ${fullName}"`,
    });
    expect(invalid.statusCode).toBe(400);

    // A 500: the database refuses this one message; its text (with the CPF) is in the failed query.
    await ctx.database.db.execute(
      sql.raw(
        `alter table chat_messages add constraint canario_500 check (strpos(content, 'GATILHO') = 0)`,
      ),
    );
    const crashingMessage = `GATILHO meu CPF é ${cpf} e meu nome é ${fullName}`;
    try {
      const crash = await callApi(ctx.app, person, 'POST', '/chat', {
        testamentId: id,
        message: crashingMessage,
      });
      expect(crash.statusCode).toBe(500);
      expect(crash.json()).toEqual({
        success: false,
        error: 'Ocorreu um erro interno. Tente novamente em instantes.',
        code: 'INTERNAL_ERROR',
      });
    } finally {
      await ctx.database.db.execute(
        sql.raw('alter table chat_messages drop constraint canario_500'),
      );
    }

    // Password reset: request, then use the e-mailed token (single use), then the reset page.
    const request = await authPost(ctx.app, origin, '/request-password-reset', {
      email,
      redirectTo: '/redefinir-senha',
    });
    expect(request.statusCode).toBe(200);
    const resetToken = await waitForResetToken(ctx.dataDir, email);
    await ctx.app.inject({ method: 'GET', url: `/redefinir-senha?token=${resetToken}` });
    const reset = await authPost(ctx.app, origin, '/reset-password', {
      token: resetToken,
      newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const newCookie = cookiesFrom(reset);
    const wrongSignIn = await authPost(ctx.app, origin, '/sign-in/email', { email, password });
    expect(wrongSignIn.statusCode).toBe(401);

    const logs = ctx.logs.text;
    // The capture works: the suite's requests, the 401 and the 500 were all logged.
    expect(logs).toContain('invalid or expired token');
    expect(logs).toContain('request failed');
    expect(logs).toContain('"statusCode":500');

    const cookieValue = decodeURIComponent(person.cookieValue);
    const secrets: Record<string, string> = {
      password,
      newPassword,
      jwt: person.token,
      'jwt signature': person.token.split('.')[2]!,
      'session cookie': cookieValue,
      'session cookie (encoded)': person.cookieValue,
      'session token': cookieValue.split('.')[0]!,
      'new session cookie': decodeURIComponent(newCookie.split('=')[1] ?? 'nenhum-cookie-novo'),
      cpf,
      'cpf digits': cpf.replace(/\D/g, ''),
      'cpf (json-escaped)': JSON.stringify(cpf).slice(1, -1),
      'reset token': resetToken,
      'full name': fullName,
      'crashing message': 'GATILHO meu CPF',
      ...Object.fromEntries(messages.map((message, index) => [`message ${index + 1}`, message])),
      "Ana's password": ctx.ana.password,
      "Ana's JWT": ctx.ana.token,
      "Ana's message": ctx.owner.messageText,
      "Ana's testator": ctx.owner.testatorName,
    };
    const leaks = Object.entries(secrets)
      .filter(([, secret]) => secret.length >= 8 && logs.includes(secret))
      .map(([name]) => name);
    expect(leaks, leakContext(logs, Object.values(secrets))).toEqual([]);
  });
}

/** The first log line holding a secret, to make a failure readable. */
function leakContext(logs: string, secrets: string[]): string {
  const line = logs
    .split('\n')
    .find((candidate) => secrets.some((secret) => candidate.includes(secret)));
  return line ? `leaked in: ${line.slice(0, 600)}` : 'no leak';
}
