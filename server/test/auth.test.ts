import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPair, SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { defaultAuthRateLimits } from '../src/features/auth/auth-rate-limit.ts';
import { authPost, cookiesFrom, signUpAndGetToken, waitForEmail } from './auth-helpers.ts';
import { createTestApp, type LogCapture } from './test-app.ts';
import { databaseTargets } from './test-database.ts';

describe.each(databaseTargets)('accounts on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let logs: LogCapture;
  let origin: string;
  let dataDir: string;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-auth-'));
    ({ app, logs } = await createTestApp(database, {
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3999' },
      deps: {
        authRateLimits: {
          ...defaultAuthRateLimits,
          signIn: { ...defaultAuthRateLimits.signIn, freeFailuresPerPair: 4 },
        },
      },
    }));
    origin = 'http://localhost:3999';
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it('lets a person sign up, get an access token and call /api/v1 with it', async () => {
    const { token, userId, cookie } = await signUpAndGetToken(app, origin, 'ana@exemplo.com');
    expect(cookie).toContain('better-auth.session_token=');
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ success: true, user: { id: userId, email: 'ana@exemplo.com' } });
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString()).alg).toBe('EdDSA');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
  });

  it('sets an httpOnly, SameSite=Lax session cookie that lives 400 days', async () => {
    await signUpAndGetToken(app, origin, 'bia@exemplo.com');
    const response = await authPost(app, origin, '/sign-in/email', {
      email: 'bia@exemplo.com',
      password: 'girassol-azul-42',
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=34560000/);
  });

  it('refuses a weak password with Portuguese reasons', async () => {
    const response = await authPost(app, origin, '/sign-up/email', {
      name: 'Caio',
      email: 'caio@exemplo.com',
      password: 'caio1234',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      code: 'WEAK_PASSWORD',
      error: 'Escolha uma senha mais forte.',
    });
    expect(body.details.reasons).toContain('Não use seu e-mail como senha.');
  });

  it('explains a missing e-mail or password and a malformed e-mail, and not a duplicate account', async () => {
    const missing = await authPost(app, origin, '/sign-in/email', { email: '', password: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Informe seu e-mail e sua senha.');
    const malformed = await authPost(app, origin, '/sign-up/email', {
      name: 'Davi',
      email: 'davi-arroba-exemplo',
      password: 'girassol-azul-42',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Informe um e-mail válido, como nome@exemplo.com.');
    await signUpAndGetToken(app, origin, 'eva@exemplo.com');
    const duplicate = await authPost(app, origin, '/sign-up/email', {
      name: 'Eva',
      email: 'eva@exemplo.com',
      password: 'outra-senha-99',
    });
    // Answered like any sign-up (no session): the owner is told by e-mail instead.
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json().token).toBeNull();
    expect(await waitForEmail(dataDir, 'eva@exemplo.com', /(mas você já tem uma)/)).toBeTruthy();
  });

  it('rejects a wrong password in Portuguese and then makes that client wait with 429', async () => {
    await signUpAndGetToken(app, origin, 'fabio@exemplo.com');
    const wrong = await authPost(app, origin, '/sign-in/email', {
      email: 'fabio@exemplo.com',
      password: 'senha-errada-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatch(/^E-mail ou senha incorretos\./);
    let last = wrong;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = await authPost(app, origin, '/sign-in/email', {
        email: 'FABIO@exemplo.com',
        password: 'senha-errada-1',
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(last.json().error).toMatch(/^Muitas tentativas seguidas/);
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('answers 401 on /api/v1 for a missing, tampered, foreign-key or expired token', async () => {
    const { token } = await signUpAndGetToken(app, origin, 'gil@exemplo.com');
    const call = (authorization?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: authorization ? { authorization } : {},
      });
    const [header, payload, signature] = token.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        sub: 'outra-pessoa',
      }),
    ).toString('base64url');
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const foreign = await new SignJWT({ email: 'gil@exemplo.com' })
      .setProtectedHeader({
        alg: 'EdDSA',
        kid: JSON.parse(Buffer.from(header!, 'base64url').toString()).kid,
      })
      .setSubject('x')
      .setIssuer(origin)
      .setAudience(origin)
      .setExpirationTime('10m')
      .sign(privateKey);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'EdDSA' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(privateKey);
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      `Bearer ${header}.${tamperedPayload}.${signature}`,
      `Bearer ${foreign}`,
      `Bearer ${expired}`,
      `Bearer ${token}x`,
    ]) {
      const response = await call(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect(logs.text).toContain('invalid or expired token');
  });

  it('resets a password through the e-mailed link once, revoking other sessions', async () => {
    const { cookie: oldCookie } = await signUpAndGetToken(app, origin, 'helena@exemplo.com');
    const request = await authPost(app, origin, '/request-password-reset', {
      email: 'helena@exemplo.com',
      redirectTo: '/redefinir-senha',
    });
    expect(request.statusCode).toBe(200);
    const subject = await waitForEmail(dataDir, 'helena@exemplo.com', /^Subject: (.*redefina.*)$/m);
    expect(subject).toBe('Legado: redefina sua senha');
    const token = await waitForEmail(
      dataDir,
      'helena@exemplo.com',
      /redefinir-senha\?token=([A-Za-z0-9_-]+)/,
    );

    const weak = await authPost(app, origin, '/reset-password', { token, newPassword: 'abc' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');

    const reset = await authPost(app, origin, '/reset-password', {
      token,
      newPassword: 'nova-senha-forte-7',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true, signedIn: true });
    const newSession = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookiesFrom(reset) },
    });
    expect(newSession.json().user.email).toBe('helena@exemplo.com');
    const reused = await authPost(app, origin, '/reset-password', {
      token,
      newPassword: 'outra-senha-forte-8',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toContain('inválido ou já foi usado');

    const oldSession = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: oldCookie },
    });
    expect(oldSession.json()).toBeNull();
    const signIn = await authPost(app, origin, '/sign-in/email', {
      email: 'helena@exemplo.com',
      password: 'nova-senha-forte-7',
    });
    expect(signIn.statusCode).toBe(200);
    expect(cookiesFrom(signIn)).toContain('better-auth.session_token=');
  });

  it('does not accept a forged reset token', async () => {
    const response = await authPost(app, origin, '/reset-password', {
      token: 'token-inventado',
      newPassword: 'nova-senha-forte-7',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('inválido ou já foi usado');
  });

  it('refuses cross-site sign-in attempts from an untrusted origin', async () => {
    const response = await authPost(app, 'https://malicioso.example', '/sign-in/email', {
      email: 'ana@exemplo.com',
      password: 'girassol-azul-42',
    });
    expect(response.statusCode).toBe(403);
  });

  it('signs out, after which the session no longer yields a token', async () => {
    const { cookie } = await signUpAndGetToken(app, origin, 'igor@exemplo.com');
    const signOut = await authPost(app, origin, '/sign-out', {}, cookie);
    expect(signOut.statusCode).toBe(200);
    const token = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
    expect(token.statusCode).toBe(401);
  });
});
