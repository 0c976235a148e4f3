import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  oidcAccount,
  startOidcServer,
  type LocalOidcServer,
} from '../../e2e/support/oidc-server.mjs';
import type { DatabaseHandle } from '../src/db/client.ts';
import { authPost, cookiesFrom } from './auth-helpers.ts';
import { createTestApp } from './test-app.ts';
import { databaseTargets } from './test-database.ts';

const PUBLIC_URL = 'http://localhost:3998';
const CLIENT_ID = 'legado-teste';
const CLIENT_SECRET = 'segredo-do-cliente-local';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/callback/google`;

/** A minimal cookie jar for the browser's side of the conversation with the provider. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser at the provider: follows its redirects (cookies kept), presses "Continuar" on
 * the interaction page, and stops at the first redirect back to Legado.
 */
async function consentAtProvider(authorizationUrl: string): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let method: 'GET' | 'POST' = 'GET';
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(PUBLIC_URL)) return new URL(url);
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: jar.header },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).toString();
      method = 'GET';
      continue;
    }
    const html = await response.text();
    expect(response.status, html).toBe(200);
    expect(html).toContain('Continuar');
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toBeDefined();
    url = new URL(action!, url).toString();
    method = 'POST';
  }
  throw new Error('the provider never sent the browser back');
}

describe.each(databaseTargets)('Google sign-in through a local provider on $name', (target) => {
  let oidc: LocalOidcServer;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  /** The same server without the Google variables. */
  let appWithoutGoogle: FastifyInstance;

  beforeAll(async () => {
    oidc = await startOidcServer({
      port: 0,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [REDIRECT_URI],
    });
    ({ database, drop } = await target.open());
    ({ app } = await createTestApp(database, {
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
      },
    }));
    ({ app: appWithoutGoogle } = await createTestApp(database, {
      // A discovery URL alone does not turn Google on: it needs the client id and secret.
      env: { PUBLIC_URL, GOOGLE_DISCOVERY_URL: oidc.discoveryUrl },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await appWithoutGoogle?.close();
    await database?.close();
    await drop?.();
    await oidc?.close();
  });

  /** What the web's "Entrar com o Google" button sends. */
  const startGoogle = () =>
    authPost(app, PUBLIC_URL, '/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/callback',
      errorCallbackURL: '/login?erro=google',
    });

  it('says googleSignIn true in /api/config only when Google is configured', async () => {
    const withGoogle = await app.inject({ method: 'GET', url: '/api/config' });
    expect(withGoogle.statusCode).toBe(200);
    expect(withGoogle.json()).toMatchObject({ googleSignIn: true });
    const without = await appWithoutGoogle.inject({ method: 'GET', url: '/api/config' });
    expect(without.statusCode).toBe(200);
    expect(without.json()).toMatchObject({ googleSignIn: false });
  });

  it('cannot start the Google flow when Google is not configured', async () => {
    const start = await authPost(appWithoutGoogle, PUBLIC_URL, '/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/callback',
    });
    expect(start.statusCode).toBeGreaterThanOrEqual(400);
    expect(start.body).not.toContain(oidc.issuer);
  });

  it('starts the flow with a PKCE authorization URL on the local provider', async () => {
    const response = await startGoogle();
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json<{ url: string }>().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${oidc.issuer}/auth`);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'email',
      'openid',
      'profile',
    ]);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(cookiesFrom(response)).toContain('better-auth.state=');
  });

  it('refuses to start the flow from a foreign origin', async () => {
    const response = await authPost(app, 'https://malicioso.example', '/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/callback',
    });
    expect(response.statusCode).toBe(403);
  });

  it('replaces an unconfirmed account on the same address instead of refusing the owner', async () => {
    // Someone signed up with the Google user's address and never confirmed it (they cannot).
    const squat = await authPost(app, PUBLIC_URL, '/sign-up/email', {
      name: 'Ocupante',
      email: oidcAccount.email,
      password: 'senha-do-ocupante-1',
    });
    expect(squat.statusCode).toBe(200);
    const squatterId = squat.json<{ user: { id: string } }>().user.id;

    const start = await startGoogle();
    const back = await consentAtProvider(start.json<{ url: string }>().url);
    const callback = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: cookiesFrom(start) },
    });
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe('/auth/callback');
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookiesFrom(callback) },
    });
    const owner = session.json<{ user: { id: string; name: string; emailVerified: boolean } }>();
    expect(owner.user).toMatchObject({ name: oidcAccount.name, emailVerified: true });
    expect(owner.user.id).not.toBe(squatterId);
    const squatterSignIn = await authPost(app, PUBLIC_URL, '/sign-in/email', {
      email: oidcAccount.email,
      password: 'senha-do-ocupante-1',
    });
    expect(squatterSignIn.statusCode).toBe(401);
  });

  it('signs the provider account in and creates the Legado account with its e-mail', async () => {
    const start = await startGoogle();
    const stateCookie = cookiesFrom(start);
    const back = await consentAtProvider(start.json<{ url: string }>().url);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('code')).toBeTruthy();

    const callback = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: stateCookie },
    });
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe('/auth/callback');
    const cookie = cookiesFrom(callback);
    expect(cookie).toContain('better-auth.session_token=');

    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(session.json()).toMatchObject({
      user: { email: oidcAccount.email, name: oidcAccount.name, emailVerified: true },
    });

    // The session yields an access token that /api/v1 accepts, for the same person.
    const token = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token.json<{ token: string }>().token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { email: oidcAccount.email } });
  });

  it('signs the same person into the same account the second time', async () => {
    const signIn = async () => {
      const start = await startGoogle();
      const back = await consentAtProvider(start.json<{ url: string }>().url);
      const callback = await app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: cookiesFrom(start) },
      });
      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: cookiesFrom(callback) },
      });
      return session.json<{ user: { id: string } }>().user.id;
    };
    const first = await signIn();
    expect(await signIn()).toBe(first);
  });

  it('sends the browser back to /login?erro=google when the state cookie is missing', async () => {
    const start = await startGoogle();
    const back = await consentAtProvider(start.json<{ url: string }>().url);
    const callback = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(callback.statusCode).toBe(302);
    expect(String(callback.headers.location)).toMatch(/^\/login\?erro=google(&|$)/);
    expect(cookiesFrom(callback)).not.toContain('better-auth.session_token=');
  });

  it('sends the browser back to /login?erro=google when the person cancels at Google', async () => {
    const start = await startGoogle();
    const state = new URL(start.json<{ url: string }>().url).searchParams.get('state')!;
    const callback = await app.inject({
      method: 'GET',
      url: `/api/auth/callback/google?error=access_denied&state=${encodeURIComponent(state)}`,
      headers: { cookie: cookiesFrom(start) },
    });
    expect(callback.statusCode).toBe(302);
    expect(String(callback.headers.location)).toMatch(/^\/login\?erro=google(&|$)/);
    expect(cookiesFrom(callback)).not.toContain('better-auth.session_token=');
  });
});
