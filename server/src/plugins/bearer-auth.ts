import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors/app-error.ts';
import type { TokenUser } from '../features/auth/access-token.ts';
import type { SessionRevocations } from '../features/auth/session-revocations.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the bearer-token hook on /api/v1 routes. */
    user: TokenUser | null;
  }
}

/** The user of an authenticated request; throws 401 when the hook did not set one. */
export function requireUser(request: FastifyRequest): TokenUser {
  if (!request.user) throw errors.unauthorized();
  return request.user;
}

/**
 * Protects every route registered in this scope with `Authorization: Bearer <JWT>`. Cookies are
 * ignored here on purpose: /api/v1 takes bearer tokens only, so CSRF has nothing to ride on.
 * Tokens of a session that is gone (sign-out, "sign out everywhere", a password reset, a deleted
 * account) are refused on the next request, on every instance (ADR 0020).
 */
export function useBearerAuth(
  scope: FastifyInstance,
  verify: (token: string) => Promise<TokenUser>,
  revocations: SessionRevocations,
): void {
  scope.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (!match?.[1]) throw errors.unauthorized('Você precisa entrar para continuar.');
    const user = await verify(match[1]);
    try {
      await revocations.ensureFresh();
    } catch (error) {
      request.log.error({ err: error }, 'revoked sessions could not be read');
      throw errors.serviceUnavailable();
    }
    if (revocations.isRevoked(user.sessionId)) throw errors.unauthorized();
    request.user = user;
  });
  // JSON only: no text/plain bodies on the product API.
  scope.removeContentTypeParser('text/plain');
}

/** Declares the `user` request property once per app. */
export function declareRequestUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}
