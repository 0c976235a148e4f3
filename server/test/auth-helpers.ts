import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The outbox e-mails, newest first, with quoted-printable soft breaks and '=3D' undone. */
function outboxTexts(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
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

/** Creates an account and returns its session cookie and an access token for /api/v1. */
export async function signUpAndGetToken(
  app: FastifyInstance,
  origin: string,
  email: string,
  password = 'girassol-azul-42',
): Promise<{ cookie: string; token: string; userId: string }> {
  const signUp = await authPost(app, origin, '/sign-up/email', {
    name: 'Pessoa Teste',
    email,
    password,
  });
  if (signUp.statusCode !== 200)
    throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const cookie = cookiesFrom(signUp);
  const tokenResponse = await app.inject({
    method: 'GET',
    url: '/api/auth/token',
    headers: { cookie },
  });
  const { token } = tokenResponse.json<{ token: string }>();
  const userId = signUp.json<{ user: { id: string } }>().user.id;
  return { cookie, token, userId };
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
