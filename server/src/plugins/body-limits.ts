import { TESTAMENT_CONTENT_MAX_BYTES } from '@legado/contract';
import type { FastifyInstance } from 'fastify';

/** A request body is refused (413) beyond this many bytes, unless its route is listed below. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Routes that take more than the default: a whole will (its byte cap plus the envelope), and a chat
 * message (4 000 characters, up to 6 bytes each once JSON-escaped) or a form of up to 30 items.
 */
export const BODY_LIMITS: Record<string, number> = {
  'PUT /api/v1/testaments/:id': TESTAMENT_CONTENT_MAX_BYTES + 4 * 1024,
  'POST /api/v1/chat': 64 * 1024,
};

/**
 * One table of body limits for every route, applied as routes are added: no route takes the 1 MB
 * that Fastify would, so a hostile body is refused before it is parsed.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limits = methods.map((method) => BODY_LIMITS[`${method} ${route.url}`]);
    route.bodyLimit ??= Math.max(DEFAULT_BODY_LIMIT, ...limits.map((limit) => limit ?? 0));
  });
}
