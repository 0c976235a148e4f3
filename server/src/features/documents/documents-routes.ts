import {
  ErrorResponseSchema,
  GeneratePdfResponseSchema,
  TestamentIdParamsSchema,
} from '@legado/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/bearer-auth.ts';
import { generateTestamentPdf, latestTestamentPdf } from './documents-service.ts';

const security = [{ bearerAuth: [] }];
const errorResponses = {
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

/** POST /testaments/{id}/generate-pdf and GET /testaments/{id}/pdf (owner only, bearer token). */
export const documentsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/testaments/:id/generate-pdf',
    {
      schema: {
        tags: ['documents'],
        security,
        params: TestamentIdParamsSchema,
        response: { 200: GeneratePdfResponseSchema, ...errorResponses },
      },
    },
    (request) => generateTestamentPdf(db, requireUser(request).id, request.params.id),
  );

  app.get(
    '/testaments/:id/pdf',
    // No response schema: the 200 body is the PDF's bytes, which Fastify sends as they are.
    { schema: { tags: ['documents'], security, params: TestamentIdParamsSchema } },
    async (request, reply) => {
      const document = await latestTestamentPdf(db, requireUser(request).id, request.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `inline; filename="testamento-${request.params.id.slice(0, 8)}.pdf"`,
        )
        .header('ETag', `"${document.sha256}"`)
        .send(document.pdf);
    },
  );
};
