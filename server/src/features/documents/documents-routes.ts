import {
  ErrorResponseSchema,
  GeneratePdfResponseSchema,
  TestamentIdParamsSchema,
} from '@legado/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/bearer-auth.ts';
import type { DocumentsService } from './documents-service.ts';

const security = [{ bearerAuth: [] }];
const errorResponses = {
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  413: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

/** POST /testaments/{id}/generate-pdf and GET /testaments/{id}/pdf (owner only, bearer token). */
export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
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
    (request) => documents.generate(requireUser(request).id, request.params.id),
  );

  app.get(
    '/testaments/:id/pdf',
    // No response schema: the 200 body is the PDF's bytes, which Fastify sends as they are.
    { schema: { tags: ['documents'], security, params: TestamentIdParamsSchema } },
    async (request, reply) => {
      const document = await documents.latest(requireUser(request).id, request.params.id);
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
