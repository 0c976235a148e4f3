import type { FastifyBaseLogger } from 'fastify';

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error';

const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+/g;
// Tokens, secrets and ids travel as long base64url or hex runs.
const TOKEN_LIKE = /[A-Za-z0-9_-]{24,}/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const MAX_MESSAGE_LENGTH = 300;

/**
 * better-auth's message, with what a person typed taken out: e-mail addresses and anything that
 * looks like a token become placeholders, control characters spaces, and the length is bounded.
 * pino then writes it JSON-escaped, so no value can forge a log line.
 */
export function sanitizeAuthLogMessage(message: unknown): string {
  const text = typeof message === 'string' ? message : String(message);
  return text
    .replace(CONTROL, ' ')
    .replace(EMAIL, '[e-mail]')
    .replace(TOKEN_LIKE, '[redacted]')
    .slice(0, MAX_MESSAGE_LENGTH);
}

/**
 * better-auth's own logger, routed into the server's pino (one JSON log, one level setting)
 * instead of its default console lines. Extra arguments are dropped except errors, which go
 * through pino's `err` serializer like every other error (no message, no query parameters).
 */
export function betterAuthLogger(log: FastifyBaseLogger) {
  const child = log.child({ source: 'better-auth' });
  return {
    level: 'info' as const,
    log(level: BetterAuthLevel, message: string, ...args: unknown[]) {
      const error = args.find((arg) => arg instanceof Error);
      const fields = error === undefined ? {} : { err: error };
      child[level](fields, sanitizeAuthLogMessage(message));
    },
  };
}
