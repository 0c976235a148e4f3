import {
  AccountDeletionInfoResponseSchema,
  DeleteAccountBodySchema,
  DeleteAccountResponseSchema,
  ErrorResponseSchema,
  MyDataExportSchema,
} from '@legado/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/bearer-auth.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { Auth } from '../auth/auth-instance.ts';
import type { SessionRevocations } from '../auth/session-revocations.ts';
import { createAccountDeletion, type DeletionAttemptLimits } from './account-deletion.ts';
import { exportFileName, exportMyData } from './export-my-data.ts';

const security = [{ bearerAuth: [] }];

/**
 * LGPD: GET /me/export (all my data as a JSON file), GET /me/deletion (how to confirm) and
 * DELETE /me (delete my account). Must be registered inside a bearer-auth scope.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  rateLimits: RateLimitStore;
  revocations: SessionRevocations;
  deletionLimits?: DeletionAttemptLimits;
}> = async (app, { db, auth, rateLimits, revocations, deletionLimits }) => {
  const deletion = createAccountDeletion({
    db,
    auth,
    revocations,
    rateLimits,
    ...(deletionLimits ? { limits: deletionLimits } : {}),
  });

  app.get(
    '/me/export',
    {
      schema: {
        tags: ['privacy'],
        security,
        response: { 200: MyDataExportSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await exportMyData(db, requireUser(request).id);
      return reply
        .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
        .send(data);
    },
  );

  app.get(
    '/me/deletion',
    {
      schema: {
        tags: ['privacy'],
        security,
        response: { 200: AccountDeletionInfoResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      method: await deletion.methodFor(requireUser(request).id),
    }),
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: ['privacy'],
        security,
        body: DeleteAccountBodySchema,
        response: {
          200: DeleteAccountResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await deletion.deleteAccount(requireUser(request).id, request.ip, request.body);
      return { success: true as const };
    },
  );
};
