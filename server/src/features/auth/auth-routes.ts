import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { hasHiddenCharacters } from '@legado/contract';
import {
  authErrorMessages,
  authMessageForStatus,
  missingCredentialsMessage,
  nameMessages,
  weakPasswordMessage,
} from './auth-messages.ts';
import { NAME_MAX_LENGTH } from './auth-instance.ts';
import { trustedOriginsFor, type Auth } from './auth-instance.ts';
import { limitedActionOf, type AuthRateLimiter } from './auth-rate-limit.ts';
import { asHashingClient } from './password-hashing.ts';
import type { SessionRevocations } from './session-revocations.ts';
import { hasUnstorableText, unstorableTextMessage } from '../../plugins/json-body.ts';
import { weakPasswordReasons } from './password-rules.ts';

type Body = Record<string, unknown> | undefined;

const stringField = (body: Body, key: string): string | undefined => {
  const value = body?.[key];
  return typeof value === 'string' ? value : undefined;
};

function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  error: string,
  details?: unknown,
) {
  // `message` mirrors `error` because better-auth's client reads `message`.
  return reply.status(status).send({
    success: false,
    error,
    message: error,
    code,
    ...(details === undefined ? {} : { details }),
  });
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

// Deliberately loose: one @, something on each side, a dot in the domain. The real check is
// whether the reset e-mail arrives.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** What is wrong with an account name (required on sign-up, optional on update), or null. */
function nameProblem(name: unknown, required: boolean): string | null {
  if (name === undefined && !required) return null;
  if (typeof name !== 'string' || name.trim() === '') return nameMessages.missing;
  if (name.normalize('NFC').trim().length > NAME_MAX_LENGTH) return nameMessages.tooLong;
  if (name.includes('\n') || hasHiddenCharacters(name)) return nameMessages.hidden;
  return null;
}

/**
 * better-auth answers a correct password for an unconfirmed address with 403 EMAIL_NOT_VERIFIED:
 * turned into the wrong-password answer, so a sign-in never says that an account exists.
 */
async function unconfirmedAsInvalid(response: Response): Promise<Response> {
  if (response.status !== 403) return response;
  const text = await response.clone().text();
  if (!text.includes('EMAIL_NOT_VERIFIED')) return response;
  return new Response(
    JSON.stringify({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: authErrorMessages.INVALID_EMAIL_OR_PASSWORD,
    }),
    { status: 401, headers: { 'content-type': 'application/json' } },
  );
}

/** Checks what better-auth would accept anyway, but in Portuguese and with our password rules. */
function precheck(
  path: string,
  body: Body,
): { code: string; error: string; details?: unknown } | null {
  if (path === '/api/auth/sign-in/email' || path === '/api/auth/sign-up/email') {
    const email = stringField(body, 'email')?.trim();
    const password = stringField(body, 'password');
    if (!email || !password) return { code: 'VALIDATION_ERROR', error: missingCredentialsMessage };
    if (!looksLikeEmail(email))
      return { code: 'INVALID_EMAIL', error: authErrorMessages.INVALID_EMAIL! };
    if (path === '/api/auth/sign-up/email') {
      const reasons = weakPasswordReasons(password, email);
      if (reasons.length > 0) {
        return { code: 'WEAK_PASSWORD', error: weakPasswordMessage, details: { reasons } };
      }
    }
  }
  if (path === '/api/auth/sign-up/email' || path === '/api/auth/update-user') {
    const problem = nameProblem(body?.name, path === '/api/auth/sign-up/email');
    if (problem) return { code: 'VALIDATION_ERROR', error: problem };
  }
  if (path === '/api/auth/reset-password' || path === '/api/auth/change-password') {
    const newPassword = stringField(body, 'newPassword');
    if (!newPassword) return { code: 'VALIDATION_ERROR', error: 'Informe a nova senha.' };
    const reasons = weakPasswordReasons(newPassword);
    if (reasons.length > 0) {
      return { code: 'WEAK_PASSWORD', error: weakPasswordMessage, details: { reasons } };
    }
  }
  return null;
}

/** better-auth endpoints that delete sessions. */
const REVOKING_PATHS = new Set([
  '/api/auth/sign-out',
  '/api/auth/revoke-session',
  '/api/auth/revoke-sessions',
  '/api/auth/revoke-other-sessions',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/delete-user',
]);

/** A reset request is answered after this long, whatever the e-mail (see the handler). */
export const RESET_REQUEST_ANSWER_MS = 250;

const tooManyAttemptsMessage = (seconds: number) =>
  `Muitas tentativas seguidas. Aguarde ${Math.max(1, Math.ceil(seconds / 60))} minuto(s) e tente de novo.`;

/** Mounts better-auth at /api/auth with rate limits, our password rules and Portuguese errors. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    config: Config;
    rateLimiter: AuthRateLimiter;
    revocations: SessionRevocations;
    passwordResets: WeakMap<Request, string>;
  },
): void {
  const trustedOrigins = new Set(trustedOriginsFor(deps.config));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const startedAt = performance.now();
    const url = new URL(request.url, deps.config.publicUrl);
    const body = (request.body ?? undefined) as Body;
    // Bodies are checked by the JSON parser; the path and query reach the database too.
    if (hasUnstorableText([safeDecode(url.pathname), ...url.searchParams.values()])) {
      return sendError(reply, 400, 'VALIDATION_ERROR', unstorableTextMessage);
    }

    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    headers.set('x-forwarded-for', request.ip);

    const action = request.method === 'POST' ? limitedActionOf(url.pathname) : undefined;
    const attempt = {
      ip: request.ip,
      email: stringField(body, 'email'),
      accountId: undefined as string | undefined,
    };
    if (request.method === 'POST') {
      // Browsers always send Origin on POST: a foreign one is a cross-site attempt (login CSRF).
      const requestOrigin = request.headers.origin;
      if (requestOrigin && !trustedOrigins.has(requestOrigin)) {
        return sendError(reply, 403, 'FORBIDDEN', authErrorMessages.INVALID_ORIGIN!);
      }
      if (action === 'changePassword') {
        // Counted per account too: the session names it (none: better-auth answers 401).
        const current = await deps.auth.api.getSession({ headers }).catch(() => null);
        attempt.accountId = current?.user.id;
      }
      const wait = action ? await deps.rateLimiter.before(action, attempt) : null;
      if (wait !== null) {
        reply.header('Retry-After', String(wait));
        return sendError(reply, 429, 'RATE_LIMITED', tooManyAttemptsMessage(wait));
      }
      const problem = precheck(url.pathname, body);
      if (problem) return sendError(reply, 400, problem.code, problem.error, problem.details);
    }

    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
    let serializedBody: string | undefined;
    try {
      serializedBody = hasBody ? JSON.stringify(body) : undefined;
    } catch {
      // Nested deeper than JSON.stringify can go (JSON.parse has no such limit): not a form.
      return sendError(reply, 400, 'VALIDATION_ERROR', authErrorMessages.VALIDATION_ERROR!);
    }
    const authRequest = new Request(url, {
      method: request.method,
      headers,
      ...(serializedBody === undefined ? {} : { body: serializedBody }),
    });
    // Password hashes of this request take turns with other clients' (password-hashing.ts).
    let response = await asHashingClient(request.ip, () => deps.auth.handler(authRequest));
    if (url.pathname === '/api/auth/sign-in/email') response = await unconfirmedAsInvalid(response);
    if (action && (response.ok || response.status === 401)) {
      await deps.rateLimiter.after(action, attempt, response.ok);
    }

    // The reset page promises to sign the person in: after a successful reset, sign in with the
    // new password (all older sessions were just revoked).
    const resetEmail = deps.passwordResets.get(authRequest);
    if (response.ok && url.pathname === '/api/auth/reset-password' && resetEmail) {
      const signIn = await asHashingClient(request.ip, () =>
        deps.auth.api.signInEmail({
          body: { email: resetEmail, password: stringField(body, 'newPassword') ?? '' },
          headers,
          asResponse: true,
        }),
      );
      if (signIn.ok) {
        response = new Response(JSON.stringify({ status: true, signedIn: true }), {
          status: 200,
          headers: signIn.headers,
        });
      }
    }

    // Sessions were deleted: their access tokens must fail from the next request on, on every
    // instance, before this answer reaches the browser.
    if (response.ok && REVOKING_PATHS.has(url.pathname)) await deps.revocations.afterRevoking();

    if (action === 'requestReset') {
      // Same answer, same time, whether the address has an account (the e-mail itself is sent
      // in the background: auth-instance.ts).
      const left = RESET_REQUEST_ANSWER_MS - (performance.now() - startedAt);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }

    reply.status(response.status);
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') {
        reply.header(key, value);
      }
    });
    const text = await response.text();
    // Every error in our shape, also the ones better-auth sends without a JSON body (its 404 for
    // an unknown path under /api/auth is an empty body).
    if (response.status >= 400) {
      let code = response.status === 404 ? 'NOT_FOUND' : 'AUTH_ERROR';
      try {
        const parsed = JSON.parse(text) as { code?: unknown } | null;
        if (typeof parsed?.code === 'string') code = parsed.code;
      } catch {
        // Not JSON: fall back to the status message.
      }
      const error = authErrorMessages[code] ?? authMessageForStatus(response.status);
      reply.removeHeader('content-type');
      return sendError(reply, response.status, code, error);
    }
    return reply.send(text === '' ? null : text);
  };

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler });
}
