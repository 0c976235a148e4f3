import type { FastifyInstance } from 'fastify';
import { errors } from '../errors/app-error.ts';
import { quotaMessages } from '../features/testaments/testament-quotas.ts';
import { limitKey, RateLimiterRes, type RateLimitStore } from '../lib/rate-limit-store.ts';
import { requireUser } from './bearer-auth.ts';

/** Writes with a limit of their own, not counted here: PDF renders and account deletion. */
const OWN_LIMITS = new Set(['POST /api/v1/testaments/:id/generate-pdf', 'DELETE /api/v1/me']);

/**
 * Every write of this bearer scope (anything but GET) counts against its user's budget per
 * minute, shared by all instances on PostgreSQL (ADR 0022). A new write route is counted unless
 * it is listed above.
 */
export function useWriteQuota(
  scope: FastifyInstance,
  store: RateLimitStore,
  writesPerMinute: number,
): void {
  const writes = store.limiter({ keyPrefix: 'writes-user', points: writesPerMinute, duration: 60 });
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (OWN_LIMITS.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    try {
      await writes.consume(limitKey(requireUser(request).id));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      void reply.header('Retry-After', String(seconds));
      throw errors.rateLimited(quotaMessages.writes(seconds));
    }
  });
}
