import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../src/db/schema.ts';
import { authEndpoints, openApiOperations, routeTable, type RouteSpec } from './route-table.ts';
import { authPost, cookiesFrom, waitForResetToken } from '../auth-helpers.ts';
import {
  expectErrorBody,
  origin,
  signUp,
  type GetContext,
  type Person,
} from './security-harness.ts';

const b64json = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
const toB64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Every route × {no token, expired, tampered, other key, another user's token}: 401 for the first
 * four, 401/403/404 (or the caller's own data) for the last, and never any of the owner's data.
 */
export function routeMatrix(getContext: GetContext): void {
  const bearerRoutes = routeTable.filter((route) => route.access === 'bearer');
  // Read lazily: the app is built in the enclosing beforeAll.
  let ctx: ReturnType<GetContext>;
  beforeAll(() => {
    ctx = getContext();
  });

  /** Everything of Ana's that nobody else may ever see. */
  const ownerSecrets = () => [
    ctx.owner.draftWillId,
    ctx.owner.finishedWillId,
    ctx.owner.concludedWillId,
    ctx.owner.testatorName,
    ctx.owner.messageText,
    ctx.ana.userId,
    ctx.ana.email,
  ];

  const send = (route: RouteSpec, authorization: string | undefined) => {
    const { url, payload } = route.ownerRequest!(ctx);
    return ctx.app.inject({
      method: route.method,
      url,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };

  const expectNoOwnerData = (response: LightMyRequestResponse, label: string) => {
    const body = response.rawPayload.toString('latin1') + response.body;
    for (const secret of ownerSecrets()) {
      expect(body.includes(secret), `${label} leaked ${secret}`).toBe(false);
    }
    // A PDF is Ana's will whatever it says.
    expect(response.headers['content-type'] ?? '', label).not.toContain('application/pdf');
  };

  const expectUnauthorized = (response: LightMyRequestResponse, label: string) => {
    expect(response.statusCode, label).toBe(401);
    expectErrorBody(response, label);
    expect(response.json().code, label).toBe('UNAUTHORIZED');
    expectNoOwnerData(response, label);
  };

  it('knows every operation of the OpenAPI document (add new routes to route-table.ts)', async () => {
    const documented = await openApiOperations(ctx.app);
    const known = routeTable.map((route) => `${route.method} ${route.path}`);
    expect(documented.filter((operation) => !known.includes(operation))).toEqual([]);
    expect(known.filter((operation) => !documented.includes(operation))).toEqual([]);
    // Every documented /api/v1 route is in the table, and all but health need a token.
    const v1 = documented.filter((operation) => operation.includes(' /api/v1/'));
    expect(v1.length).toBeGreaterThanOrEqual(10);
    const publicV1 = routeTable.filter(
      (route) => route.path.startsWith('/api/v1/') && route.access === 'public',
    );
    expect(publicV1.map((route) => route.path)).toEqual(['/api/v1/health']);
  });

  it("lets the owner reach each protected route (the matrix's positive control)", async () => {
    for (const route of bearerRoutes) {
      const response = await send(route, `Bearer ${ctx.ana.token}`);
      expect(route.ownerStatuses, `${route.method} ${route.path}: ${response.body}`).toContain(
        response.statusCode,
      );
    }
  });

  it('answers 401 without a token or with a malformed Authorization header', async () => {
    for (const route of bearerRoutes) {
      for (const authorization of [
        undefined,
        'Bearer',
        'Bearer ',
        `Basic ${ctx.ana.token}`,
        ctx.ana.token,
      ]) {
        const response = await send(route, authorization);
        expectUnauthorized(response, `${route.method} ${route.path} [${String(authorization)}]`);
      }
    }
  });

  it('answers 401 to a genuine token once it has expired (15 minutes)', async () => {
    const token = ctx.ana.token;
    const { exp } = b64json(token.split('.')[1]!) as { exp: number };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(exp * 1000 + 1000);
      for (const route of bearerRoutes) {
        expectUnauthorized(
          await send(route, `Bearer ${token}`),
          `${route.method} ${route.path} expired`,
        );
      }
    } finally {
      vi.useRealTimers();
    }
    // The very same token still works now: it was refused for its age, nothing else.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it("answers 401 to a tampered token (Bruno's token rewritten to Ana, or alg none)", async () => {
    const [header, payload, signature] = ctx.bruno.token.split('.') as [string, string, string];
    const asAna = toB64({ ...b64json(payload), sub: ctx.ana.userId, email: ctx.ana.email });
    const noneHeader = toB64({ ...b64json(header), alg: 'none' });
    const variants = [
      `${header}.${asAna}.${signature}`,
      `${noneHeader}.${asAna}.`,
      `${noneHeader}.${asAna}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
    ];
    for (const route of bearerRoutes) {
      for (const [index, token] of variants.entries()) {
        expectUnauthorized(
          await send(route, `Bearer ${token}`),
          `${route.method} ${route.path} tampered #${index}`,
        );
      }
    }
  });

  it('answers 401 to a well-formed token for Ana signed by another key', async () => {
    const { kid } = b64json(ctx.ana.token.split('.')[0]!);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const sign = (protectedHeader: { alg: string; kid?: string }) =>
      new SignJWT({ email: ctx.ana.email })
        .setProtectedHeader(protectedHeader)
        .setSubject(ctx.ana.userId)
        .setIssuer(origin)
        .setAudience(origin)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
    const variants = [
      await sign({ alg: 'EdDSA', kid: kid as string }),
      await sign({ alg: 'EdDSA' }),
      await sign({ alg: 'EdDSA', kid: 'chave-desconhecida' }),
    ];
    for (const route of bearerRoutes) {
      for (const [index, token] of variants.entries()) {
        expectUnauthorized(
          await send(route, `Bearer ${token}`),
          `${route.method} ${route.path} other key #${index}`,
        );
      }
    }
  });

  it("never shows Ana's data to Bruno's valid token: 404 for her wills, 403 for her user_id", async () => {
    for (const route of bearerRoutes) {
      const label = `${route.method} ${route.path} as Bruno`;
      const response = await send(route, `Bearer ${ctx.bruno.token}`);
      expect(route.otherUserStatuses, `${label}: ${response.body}`).toContain(response.statusCode);
      expectNoOwnerData(response, label);
      if (response.statusCode >= 400) expectErrorBody(response, label);
      if (response.statusCode === 404) expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  describe('tokens whose session is gone', () => {
    let sessionCounter = 0;
    const freshPerson = async (label: string): Promise<Person> => {
      sessionCounter += 1;
      return signUp(
        ctx.app,
        {
          name: 'Pessoa Sessões',
          email: `sessoes.${label}.${sessionCounter}@exemplo.com`,
          password: 'araucaria-antiga-5150',
        },
        `10.88.${sessionCounter}.1`,
      );
    };
    const tokenFor = async (cookie: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } })).json<{
        token: string;
      }>().token;
    const signInAgain = async (person: Person) => {
      const response = await authPost(ctx.app, origin, '/sign-in/email', {
        email: person.email,
        password: person.password,
      });
      expect(response.statusCode, response.body).toBe(200);
      const cookie = cookiesFrom(response);
      return { cookie, token: await tokenFor(cookie) };
    };
    /** Every protected route answers 401 to this token (on its very next request). */
    const expectRefusedEverywhere = async (token: string, label: string) => {
      for (const route of bearerRoutes) {
        const response = await send(route, `Bearer ${token}`);
        expectUnauthorized(response, `${route.method} ${route.path} ${label}`);
      }
    };
    const me = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: { authorization: `Bearer ${token}` },
      });

    it('answers 401 to a token on the request right after its sign-out', async () => {
      const person = await freshPerson('saida');
      const other = await signInAgain(person);
      expect((await me(person.token)).statusCode).toBe(200);
      const signOut = await authPost(ctx.app, origin, '/sign-out', {}, person.cookie);
      expect(signOut.statusCode).toBe(200);
      await expectRefusedEverywhere(person.token, 'after sign-out');
      // The same person's other device stays signed in.
      expect((await me(other.token)).statusCode).toBe(200);
    });

    it('answers 401 to every token of the person after "sign out everywhere"', async () => {
      const person = await freshPerson('todas');
      const other = await signInAgain(person);
      const revoke = await authPost(ctx.app, origin, '/revoke-sessions', {}, person.cookie);
      expect(revoke.statusCode, revoke.body).toBe(200);
      await expectRefusedEverywhere(person.token, 'after sign out everywhere (this device)');
      await expectRefusedEverywhere(other.token, 'after sign out everywhere (other device)');
    });

    it('answers 401 to tokens issued before a password reset; the new session works', async () => {
      const person = await freshPerson('redefinicao');
      const request = await authPost(ctx.app, origin, '/request-password-reset', {
        email: person.email,
        redirectTo: '/redefinir-senha',
      });
      expect(request.statusCode).toBe(200);
      const resetToken = await waitForResetToken(ctx.dataDir, person.email);
      const reset = await authPost(ctx.app, origin, '/reset-password', {
        token: resetToken,
        newPassword: 'araucaria-nova-6261',
      });
      expect(reset.statusCode, reset.body).toBe(200);
      await expectRefusedEverywhere(person.token, 'after a password reset');
      expect((await me(await tokenFor(cookiesFrom(reset)))).statusCode).toBe(200);
    });
  });

  it('keeps /api/v1/health and /api/config public, whatever token comes along', async () => {
    for (const url of ['/api/v1/health', '/api/config']) {
      for (const authorization of [undefined, 'Bearer lixo', `Bearer ${ctx.bruno.token}`]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, `${url} [${String(authorization)}]`).toBe(200);
        expectNoOwnerData(response, url);
      }
    }
  });

  describe('/api/auth/{*} (session cookie)', () => {
    const cookieName = 'better-auth.session_token';
    const getToken = (cookie?: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/token', headers: cookie ? { cookie } : {} });
    const getSession = (cookie?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: cookie ? { cookie } : {},
      });

    it('lists the main better-auth endpoints it covers', () => {
      expect(authEndpoints.map((endpoint) => endpoint.path)).toEqual(
        expect.arrayContaining([
          '/api/auth/sign-up/email',
          '/api/auth/sign-in/email',
          '/api/auth/sign-out',
          '/api/auth/get-session',
          '/api/auth/token',
          '/api/auth/request-password-reset',
          '/api/auth/reset-password',
        ]),
      );
    });

    it('gives no access token and no session for a missing, tampered, foreign-key or expired cookie', async () => {
      const [sessionToken, signature] = decodeURIComponent(ctx.ana.cookieValue).split('.');
      const tampered = `${cookieName}=${encodeURIComponent(
        `${sessionToken}.${signature!.slice(0, -3)}${signature!.endsWith('abc') ? 'xyz' : 'abc'}`,
      )}`;
      const otherSecret = createHmac('sha256', 'outro-segredo-outro-segredo-outro-segredo')
        .update(sessionToken!)
        .digest('base64');
      const foreignKey = `${cookieName}=${encodeURIComponent(`${sessionToken}.${otherSecret}`)}`;
      const unsigned = `${cookieName}=${encodeURIComponent(sessionToken!)}`;

      // A second session of Ana's, then expired in the database.
      const fresh = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: ctx.ana.email, password: ctx.ana.password }),
      });
      expect(fresh.statusCode).toBe(200);
      const expiredCookie = (fresh.headers['set-cookie'] as string[] | string)
        .toString()
        .split(';')[0]!;
      const expiredToken = decodeURIComponent(expiredCookie.split('=')[1]!).split('.')[0]!;
      await ctx.database.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(session.token, expiredToken));

      // Positive control: Ana's real cookie does get a token and her session.
      expect((await getToken(ctx.ana.cookie)).statusCode).toBe(200);
      expect((await getSession(ctx.ana.cookie)).json().user.id).toBe(ctx.ana.userId);

      for (const [label, cookie] of [
        ['none', undefined],
        ['tampered', tampered],
        ['other key', foreignKey],
        ['unsigned', unsigned],
        ['expired', expiredCookie],
      ] as const) {
        const token = await getToken(cookie);
        expect(token.statusCode, `token [${label}]`).toBe(401);
        expectErrorBody(token, `token [${label}]`);
        expectNoOwnerData(token, `token [${label}]`);
        const current = await getSession(cookie);
        expect(current.statusCode, `get-session [${label}]`).toBe(200);
        expect(current.json(), `get-session [${label}]`).toBeNull();
      }
    });

    it("gives Bruno's cookie Bruno's token and session, never Ana's", async () => {
      const token = await getToken(ctx.bruno.cookie);
      expect(token.statusCode).toBe(200);
      const claims = b64json(token.json().token.split('.')[1]);
      expect(claims.sub).toBe(ctx.bruno.userId);
      expectNoOwnerData(token, 'token as Bruno');
      const current = await getSession(ctx.bruno.cookie);
      expect(current.json().user.id).toBe(ctx.bruno.userId);
      expectNoOwnerData(current, 'get-session as Bruno');
    });

    it('does not let a new account take over an existing e-mail, nor say that it exists', async () => {
      const attempt = (email: string, remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          remoteAddress,
          headers: { origin, 'content-type': 'application/json' },
          payload: JSON.stringify({ name: 'Intrusa', email, password: 'invasora-2044' }),
        });
      const taken = await attempt(ctx.ana.email, '10.9.9.9');
      const fresh = await attempt('ninguem.ainda@exemplo.com', '10.9.9.8');
      // The same answer whether the address has an account: 200, no session, the same fields.
      expect([taken.statusCode, fresh.statusCode]).toEqual([200, 200]);
      expect(taken.headers['set-cookie']).toBeUndefined();
      expect(fresh.headers['set-cookie']).toBeUndefined();
      const keys = (response: typeof taken) =>
        Object.keys(response.json<{ user: object }>().user).sort();
      expect(keys(taken)).toEqual(keys(fresh));
      expect(taken.json().token).toBeNull();
      expect(taken.body).not.toContain(ctx.ana.userId);
      // Nothing changed for Ana, and the intruder's password opens nothing.
      const intruder = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.9.9.9',
        headers: { origin, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: ctx.ana.email, password: 'invasora-2044' }),
      });
      expect(intruder.statusCode).toBe(401);
      expect((await getToken(ctx.ana.cookie)).statusCode).toBe(200);
      // Someone else signing up works and is a different person.
      const carla = await signUp(
        ctx.app,
        { name: 'Carla Dias', email: 'carla.seguranca@exemplo.com', password: 'pau-brasil-3300' },
        '10.9.9.10',
      );
      expect(carla.userId).not.toBe(ctx.ana.userId);
    });
  });
}
