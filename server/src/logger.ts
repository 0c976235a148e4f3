import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Fields that may carry secrets or personal data and never reach a log line. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  '*.cpf',
  '*.message',
  '*.content',
];

/** Error properties that name code or schema objects, never values a person typed. */
const safeErrorFields = ['code', 'statusCode', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * Errors without their messages: a failed query's message and stack carry its parameters (a chat
 * message, a CPF), and a driver's `detail` the failing row. What is kept (class, codes, the
 * constraint or table, the stack frames and the same for each `cause`) still locates the fault.
 */
export function serializeError(
  error: unknown,
  depth = 0,
): { type: string; message: string; stack: string; [key: string]: unknown } {
  const serialized = {
    type: typeof error,
    // The same censor as the redaction paths: the field stays, so readers know it was removed.
    message: '[redacted]',
    stack: '',
  } as { type: string; message: string; stack: string; [key: string]: unknown };
  if (typeof error !== 'object' || error === null) return serialized;
  const source = error as Record<string, unknown> & { stack?: unknown; cause?: unknown };
  const name = (error as { constructor?: { name?: unknown } }).constructor?.name;
  serialized.type = typeof name === 'string' ? name : 'Object';
  for (const field of safeErrorFields) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (typeof source.stack === 'string') {
    // The stack starts with the message, which may span lines: cut it off, keep the frames.
    const message = typeof source.message === 'string' ? source.message : '';
    const at = message === '' ? -1 : source.stack.indexOf(message);
    serialized.stack = (at === -1 ? source.stack : source.stack.slice(at + message.length))
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
  }
  if (source.cause !== undefined && depth < 3) {
    serialized.cause = serializeError(source.cause, depth + 1);
  }
  return serialized;
}

/**
 * Pino options: no query strings (reset tokens travel there), no bodies, no error messages,
 * secrets redacted.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => serializeError(error),
    },
    ...(stream ? { stream } : {}),
  };
}
