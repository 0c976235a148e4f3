import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors/app-error.ts';
import type { TokenUser } from '../features/auth/access-token.ts';
import { createRevokedUsers, type RevokedUsers } from '../features/auth/revoked-users.ts';

/** The decorator under which a bearer-auth scope exposes its revoked users to its routes. */
export const REVOKED_USERS = 'revokedUsers';

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
 * Tokens of deleted accounts are refused at once (the scope's `revokedUsers`, ADR 0009).
 */
export function useBearerAuth(
  scope: FastifyInstance,
  verify: (token: string) => Promise<TokenUser>,
): void {
  const revokedUsers = createRevokedUsers();
  scope.decorate(REVOKED_USERS, revokedUsers);
  scope.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (!match?.[1]) throw errors.unauthorized('Você precisa entrar para continuar.');
    const user = await verify(match[1]);
    if (revokedUsers.isRevoked(user.id)) throw errors.unauthorized();
    revokedUsers.noteSeen(user.id);
    request.user = user;
  });
  // JSON only: no text/plain bodies on the product API.
  scope.removeContentTypeParser('text/plain');
}

/** Declares the `user` request property once per app. */
export function declareRequestUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

/** The revoked users of the bearer-auth scope this plugin is registered in. */
export function revokedUsersOf(scope: FastifyInstance): RevokedUsers {
  return scope.getDecorator<RevokedUsers>(REVOKED_USERS);
}
