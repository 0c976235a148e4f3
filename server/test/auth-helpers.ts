import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { dataDirOf } from './test-app.ts';

/** The outbox e-mails, newest first, quoted-printable decoded (soft breaks and =XX escapes). */
function outboxTexts(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'latin1'))
    .map((raw) =>
      Buffer.from(
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8'),
    );
}

/**
 * Waits for the newest outbox e-mail to `address` that `pattern` matches (e-mails are sent after
 * the answer, in the background) and returns the pattern's first group.
 */
export async function waitForEmail(
  dataDir: string,
  address: string,
  pattern: RegExp,
  timeoutMs = 5_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const text of outboxTexts(dataDir)) {
      const match = text.includes(address) ? pattern.exec(text) : null;
      if (match?.[1]) return match[1];
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The reset token of the newest reset e-mail to `address`. */
export const waitForResetToken = (dataDir: string, address: string) =>
  waitForEmail(dataDir, address, /redefinir-senha\?token=([A-Za-z0-9_-]+)/);

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** POSTs JSON to the auth API as the web app would (same origin). */
export function authPost(
  app: FastifyInstance,
  origin: string,
  path: string,
  payload: unknown,
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
}

/** The confirmation token of the newest sign-up e-mail to `address`. */
export const waitForConfirmationToken = (dataDir: string, address: string) =>
  waitForEmail(dataDir, address, /\/api\/auth\/verify-email\?token=([A-Za-z0-9._-]+)/);

/**
 * Opens the link of the sign-up e-mail to `address`, as its owner would: the address is
 * confirmed and the person signed in. Returns the session cookie.
 */
export async function confirmEmail(app: FastifyInstance, address: string): Promise<string> {
  const token = await waitForConfirmationToken(dataDirOf(app), address);
  const response = await app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${token}`,
  });
  const cookie = cookiesFrom(response);
  if (!cookie.includes('session_token')) {
    throw new Error(`confirming ${address} failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/** An access token for /api/v1 from a session cookie. */
export async function tokenFor(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  return response.json<{ token: string }>().token;
}

/**
 * Creates an account as a person would (sign up, open the e-mailed link) and returns its session
 * cookie and an access token for /api/v1.
 */
export async function signUpAndGetToken(
  app: FastifyInstance,
  origin: string,
  email: string,
  password = 'girassol-azul-42',
  remoteAddress = '127.0.0.1',
): Promise<{ cookie: string; token: string; userId: string }> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    headers: { origin, 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'Pessoa Teste', email, password }),
  });
  if (signUp.statusCode !== 200)
    throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const cookie = await confirmEmail(app, email);
  const userId = signUp.json<{ user: { id: string } }>().user.id;
  return { cookie, token: await tokenFor(app, cookie), userId };
}

/**
 * Calls the API as a signed-in person (or anonymously with null), sending JSON when given. A
 * path under /api/ is used as it is; anything else is taken as relative to /api/v1.
 */
export function apiCall(
  app: FastifyInstance,
  who: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: url.startsWith('/api/') ? url : `/api/v1${url}`,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}
