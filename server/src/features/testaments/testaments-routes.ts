import {
  CreateTestamentBodySchema,
  CreateTestamentResponseSchema,
  ErrorResponseSchema,
  FinalizeTestamentBodySchema,
  FinalizeTestamentResponseSchema,
  GetTestamentResponseSchema,
  ListTestamentsResponseSchema,
  TestamentIdParamsSchema,
} from '@legado/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/bearer-auth.ts';
import { finalizeTestament } from './finalize-testament.ts';
import {
  createTestament,
  listTestaments,
  requireOwnedTestament,
  toSummary,
} from './testaments-service.ts';

const security = [{ bearerAuth: [] }];
const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/** POST /testaments, GET /testaments, GET /testaments/{id}. */
export const testamentsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/testaments',
    {
      schema: {
        tags: ['testaments'],
        security,
        body: CreateTestamentBodySchema,
        response: { 201: CreateTestamentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await createTestament(db, user.id, request.body.user_id);
      return reply
        .status(201)
        .send({ success: true as const, testament: { id: row.id, status: row.status } });
    },
  );

  app.get(
    '/testaments',
    {
      schema: {
        tags: ['testaments'],
        security,
        response: { 200: ListTestamentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await listTestaments(db, user.id);
      return { success: true as const, testaments: rows.map(toSummary) };
    },
  );

  app.get(
    '/testaments/:id',
    {
      schema: {
        tags: ['testaments'],
        security,
        params: TestamentIdParamsSchema,
        response: { 200: GetTestamentResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await requireOwnedTestament(db, user.id, request.params.id);
      return {
        success: true as const,
        testament: {
          ...toSummary(row),
          content: row.content as Record<string, unknown>,
          content_sha256: row.contentSha256,
        },
      };
    },
  );

  app.put(
    '/testaments/:id',
    {
      schema: {
        tags: ['testaments'],
        security,
        params: TestamentIdParamsSchema,
        body: FinalizeTestamentBodySchema,
        response: {
          200: FinalizeTestamentResponseSchema,
          ...errorResponses,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    (request) =>
      finalizeTestament(db, requireUser(request).id, request.params.id, request.body.content),
  );
};
