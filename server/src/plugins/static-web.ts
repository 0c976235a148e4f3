import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errors } from '../errors/app-error.ts';
import { indexHtmlByRoute } from './page-preloads.ts';

/**
 * Serves the built web app with an SPA fallback: a deep link such as /chat?id=… gets index.html,
 * while unknown /api paths always answer a JSON 404.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<void> {
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    const indexHtmlFor = indexHtmlByRoute(webDist);
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files (web/vite.config.ts): sent to
      // browsers that accept them, a third of the bytes on a phone's first load.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Every real file is a route of its own; anything else falls through to the handler below.
    app.get('/*', async (request, reply) => {
      const relative = decodeURIComponent(request.url.split('?')[0] ?? '/').replace(/^\/+/, '');
      const candidate = path.join(webDist, relative);
      if (
        relative !== '' &&
        candidate.startsWith(webDist) &&
        fs.existsSync(candidate) &&
        fs.statSync(candidate).isFile()
      ) {
        return reply.sendFile(relative);
      }
      if (request.url.startsWith('/api/') || request.url === '/api') throw errors.notFound();
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtmlFor(request.url.split('?')[0] ?? '/'));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const body = {
      success: false,
      error: 'Não encontramos o que você procurou.',
      code: 'NOT_FOUND',
    };
    void request;
    return reply.status(404).send(body);
  });
}
