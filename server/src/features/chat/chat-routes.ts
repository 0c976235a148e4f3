import {
  ChatInitBodySchema,
  ChatInitResponseSchema,
  ErrorResponseSchema,
  GetChatQuerySchema,
  GetChatResponseSchema,
  SendChatBodySchema,
  SendChatResponseSchema,
} from '@legado/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/bearer-auth.ts';
import type { ChatService } from './chat-service.ts';

const security = [{ bearerAuth: [] }];
const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
};

/** POST /chat/init, POST /chat, GET /chat (spec §7). */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.post(
    '/chat/init',
    {
      schema: {
        tags: ['chat'],
        security,
        body: ChatInitBodySchema,
        response: { 200: ChatInitResponseSchema, ...errorResponses },
      },
    },
    (request) => chat.init(requireUser(request).id, request.body.testamentId),
  );

  app.post(
    '/chat',
    {
      schema: {
        tags: ['chat'],
        security,
        body: SendChatBodySchema,
        response: { 200: SendChatResponseSchema, ...errorResponses },
      },
    },
    (request) => chat.send(requireUser(request).id, request.body),
  );

  app.get(
    '/chat',
    {
      schema: {
        tags: ['chat'],
        security,
        querystring: GetChatQuerySchema,
        response: { 200: GetChatResponseSchema, ...errorResponses },
      },
    },
    (request) => chat.load(requireUser(request).id, request.query.testamentId),
  );
};
