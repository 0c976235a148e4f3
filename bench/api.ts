// The bench's own client of the real API: accounts through /api/auth, wills and chat via /api/v1.
import { confirmationPathFromOutbox } from '../e2e/support/outbox.ts';
import {
  scriptFor,
  TYPICAL_ONE_AT_A_TIME,
} from '../server/src/features/assistant/eval/fixtures.ts';

/** A signed-up person with a bearer token for /api/v1. */
export interface BenchUser {
  id: string;
  email: string;
  token: string;
}

/**
 * The typical family of the assistant's evaluation (married, two children one a minor, one gift),
 * answering one thing at a time: the shared fixture of the server tests, the browser suite and the
 * bench. The messages are laid out in the order this checkout's engine asks for them, so the
 * fixed request list of the load test always fits the interview.
 */
export const interviewAnswers: readonly string[] = scriptFor(TYPICAL_ONE_AT_A_TIME);

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/**
 * Signs up through POST /api/auth/sign-up/email (with an Origin, as a browser), opens the
 * confirmation link from the server's outbox (`dataDir`) and gets a token.
 */
export async function signUp(baseUrl: string, dataDir: string, email: string): Promise<BenchUser> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Pessoa de Teste', email, password: 'girassol-azul-42' }),
  });
  const body = await json<{ user?: { id: string } }>(response, `sign-up ${email}`);
  const confirmed = await fetch(`${baseUrl}${await confirmationPathFromOutbox(dataDir, email)}`, {
    redirect: 'manual',
  });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const tokenResponse = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } });
  const { token } = await json<{ token: string }>(tokenResponse, 'GET /api/auth/token');
  if (!body.user?.id || !token) throw new Error(`sign-up ${email}: no user id or token`);
  return { id: body.user.id, email, token };
}

/** Calls /api/v1 with the user's bearer token and returns the parsed JSON. */
export async function api<T>(
  baseUrl: string,
  user: BenchUser,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return json<T>(response, `${method} ${path}`);
}

/** A new draft will with its interview started (POST /testaments, then POST /chat/init). */
export async function newWill(baseUrl: string, user: BenchUser): Promise<string> {
  const created = await api<{ testament: { id: string } }>(baseUrl, user, 'POST', '/testaments', {
    user_id: user.id,
    status: 'draft',
    content: {},
  });
  await api(baseUrl, user, 'POST', '/chat/init', { testamentId: created.testament.id });
  return created.testament.id;
}

/** One chat turn. */
export function sendAnswer(baseUrl: string, user: BenchUser, testamentId: string, text: string) {
  return api<{ hasJson: boolean; replies: unknown[] }>(baseUrl, user, 'POST', '/chat', {
    testamentId,
    message: text,
  });
}

/** Runs `task` over `items` with at most `limit` in flight; results keep the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
