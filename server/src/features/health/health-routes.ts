import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, HealthResponseSchema } from '@legado/contract';
import type { DatabaseHandle } from '../../db/client.ts';

const PING_TIMEOUT_MS = 2000;

async function databaseAnswers(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([database.ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/v1/health: 200 when the database answers, 503 otherwise. No token needed. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: HealthResponseSchema,
          503: ErrorResponseSchema.extend(HealthResponseSchema.shape),
        },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(database))
        return { status: 'ok' as const, database: 'ok' as const };
      return reply.status(503).send({
        success: false as const,
        error: 'O banco de dados não está respondendo. Tente de novo em instantes.',
        code: 'SERVICE_UNAVAILABLE',
        status: 'degraded' as const,
        database: 'unavailable' as const,
      });
    },
  );
};
