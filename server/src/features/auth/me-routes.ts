import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MeResponseSchema } from '@legado/contract';
import { requireUser } from '../../plugins/bearer-auth.ts';

/** GET /api/v1/me: who the bearer token belongs to. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: MeResponseSchema },
      },
    },
    (request) => {
      const user = requireUser(request);
      return { success: true as const, user: { id: user.id, email: user.email } };
    },
  );
};
