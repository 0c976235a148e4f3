import {
  CreateTestamentBodySchema,
  CreateTestamentResponseSchema,
  DeleteTestamentResponseSchema,
  ErrorResponseSchema,
  FinalizeTestamentBodySchema,
  FinalizeTestamentResponseSchema,
  GetTestamentResponseSchema,
  ListTestamentsResponseSchema,
  NewVersionResponseSchema,
  RecordSigningBodySchema,
  RecordSigningResponseSchema,
  TestamentIdParamsSchema,
} from '@legado/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/bearer-auth.ts';
import { finalizeTestament } from './finalize-testament.ts';
import { createNewVersion } from './new-version.ts';
import { recordSigning } from './signing-record.ts';
import { testamentDetail } from './testament-detail.ts';
import { toSummaries } from './testament-summary.ts';
import { createTestament, deleteDraft, listTestaments } from './testaments-service.ts';
import { requireWillQuota } from './testament-quotas.ts';

const security = [{ bearerAuth: [] }];
const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/**
 * POST /testaments, GET /testaments, GET /testaments/{id}, PUT /testaments/{id} (spec §7), and
 * the extensions of issue 16: DELETE /testaments/{id} (drafts), POST /testaments/{id}/new-version
 * and PUT /testaments/{id}/signing.
 */
export const testamentsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** Wills one person may keep (ADR 0022). */
  maxWills: number;
}> = async (app, { db, maxWills }) => {
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
      await requireWillQuota(db, user.id, maxWills);
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
      return { success: true as const, testaments: toSummaries(await listTestaments(db, user.id)) };
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
    async (request) => testamentDetail(db, requireUser(request).id, request.params.id),
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
          422: ErrorResponseSchema,
        },
      },
    },
    (request) =>
      finalizeTestament(db, requireUser(request).id, request.params.id, request.body.content),
  );

  app.delete(
    '/testaments/:id',
    {
      schema: {
        tags: ['testaments'],
        summary: 'Deletes a draft will (a concluded will answers 409)',
        security,
        params: TestamentIdParamsSchema,
        response: {
          200: DeleteTestamentResponseSchema,
          ...errorResponses,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => deleteDraft(db, requireUser(request).id, request.params.id),
  );

  app.post(
    '/testaments/:id/new-version',
    {
      schema: {
        tags: ['testaments'],
        summary:
          'A draft carrying every answer of a concluded will, opened at the review (201; 200 when that draft already exists)',
        security,
        params: TestamentIdParamsSchema,
        response: {
          200: NewVersionResponseSchema,
          201: NewVersionResponseSchema,
          ...errorResponses,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await requireWillQuota(db, user.id, maxWills);
      const { created, testament } = await createNewVersion(db, user.id, request.params.id);
      return reply.status(created ? 201 : 200).send({ success: true as const, testament });
    },
  );

  app.put(
    '/testaments/:id/signing',
    {
      schema: {
        tags: ['testaments'],
        summary:
          '"Já assinei": when a concluded testamento particular was signed, by whom, where it is kept',
        security,
        params: TestamentIdParamsSchema,
        body: RecordSigningBodySchema,
        response: {
          200: RecordSigningResponseSchema,
          ...errorResponses,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => recordSigning(db, requireUser(request).id, request.params.id, request.body),
  );
};
