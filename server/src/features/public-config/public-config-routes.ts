import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema, type PublicConfig } from '@legado/contract';
import type { Config } from '../../config.ts';

/** GET /api/config: run-time settings the web needs (analytics, which sign-in buttons). */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const body: PublicConfig = {
    googleSignIn: config.google !== undefined,
    analytics: config.analytics
      ? { scriptUrl: config.analytics.scriptUrl, site: config.analytics.site }
      : null,
  };
  app.get(
    '/config',
    { schema: { tags: ['config'], response: { 200: PublicConfigSchema } } },
    () => body,
  );
};
