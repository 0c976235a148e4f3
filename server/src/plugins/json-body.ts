import type { FastifyInstance } from 'fastify';
import { errors } from '../errors/app-error.ts';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unstorableTextMessage =
  'O texto enviado contém caracteres inválidos (como o caractere nulo). Corrija e tente de novo.';

/**
 * True when a string somewhere in `value` (keys included) cannot be stored in PostgreSQL: the NUL
 * character (refused by `text` and `jsonb`) or a lone UTF-16 surrogate (refused by `jsonb`).
 * Iterative, so any depth JSON.parse accepts is fine.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000') || loneSurrogate.test(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        pending.push(key, item);
      }
    }
  }
  return false;
}

/**
 * Fastify's JSON parsing (prototype poisoning refused) plus one rule: no text PostgreSQL cannot
 * store, so such input gets a Portuguese 400 instead of a database error (500).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parse(request, body.toString(), (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (hasUnstorableText(value))
        return done(errors.validation(unstorableTextMessage), undefined);
      return done(null, value);
    });
  });
}
