import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@legado/contract';
import { brokenDatabaseRule } from '../db/db-errors.ts';
import { AppError } from '../errors/app-error.ts';
import { testamentsMessages } from '../features/testaments/testaments-messages.ts';

const messageByStatus: Record<number, { code: ErrorCode; error: string }> = {
  400: { code: 'VALIDATION_ERROR', error: 'Os dados enviados são inválidos.' },
  401: { code: 'UNAUTHORIZED', error: 'Sua sessão expirou ou é inválida. Entre novamente.' },
  403: { code: 'FORBIDDEN', error: 'Você não tem permissão para fazer isso.' },
  404: { code: 'NOT_FOUND', error: 'Não encontramos o que você procurou.' },
  405: { code: 'VALIDATION_ERROR', error: 'Método não permitido para este endereço.' },
  409: { code: 'CONFLICT', error: 'A operação conflita com o estado atual.' },
  413: { code: 'PAYLOAD_TOO_LARGE', error: 'O conteúdo enviado é grande demais.' },
  414: { code: 'VALIDATION_ERROR', error: 'O endereço pedido é longo demais.' },
  415: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    error: 'Formato não suportado: envie os dados em JSON (Content-Type: application/json).',
  },
  429: {
    code: 'RATE_LIMITED',
    error: 'Muitas tentativas seguidas. Aguarde um pouco e tente de novo.',
  },
};

const internalError: ErrorResponse = {
  success: false,
  error: 'Ocorreu um erro interno. Tente novamente em instantes.',
  code: 'INTERNAL_ERROR',
};

/** Turns any error into `{success:false, error, code}` in Portuguese, hiding 5xx internals. */
export function toErrorResponse(error: FastifyError | Error): {
  statusCode: number;
  body: ErrorResponse;
} {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      body: {
        success: false,
        error: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      },
    };
  }
  if (brokenDatabaseRule(error) === 'testaments_concluded_read_only') {
    // Whatever route tried it, the database refused to change a concluded will (migration 0009).
    return {
      statusCode: 409,
      body: { success: false, error: testamentsMessages.concluded, code: 'CONFLICT' },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      statusCode: 400,
      body: {
        success: false,
        error: 'Os dados enviados são inválidos.',
        code: 'VALIDATION_ERROR',
        details: error.validation.map((issue) => ({
          path: issue.instancePath,
          message: issue.message,
        })),
      },
    };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 500) return { statusCode: 500, body: internalError };
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return {
      statusCode: 400,
      body: {
        success: false,
        error: 'O corpo da requisição não é um JSON válido.',
        code: 'VALIDATION_ERROR',
      },
    };
  }
  const known = messageByStatus[status] ?? messageByStatus[400]!;
  return { statusCode: status, body: { success: false, ...known } };
}

/**
 * Fastify's own errors raised before routing (a malformed URL such as `/api/v1/testaments/%`, an
 * overlong path parameter): answered like every other error instead of Fastify's English JSON.
 * Passed as the `frameworkErrors` server option.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { statusCode, body } = toErrorResponse(error);
  // No route, so no hooks: the API's headers (security-headers.ts) are set here by hand.
  void reply
    .status(statusCode)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}

/** The one error handler and the JSON 404 for unknown API paths. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body } = toErrorResponse(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (statusCode === 401) {
      request.log.info({ code: body.code }, 'invalid or expired token');
    }
    return reply.status(statusCode).send(body);
  });
}
