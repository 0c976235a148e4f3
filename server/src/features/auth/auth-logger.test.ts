import { describe, expect, it } from 'vitest';
import { sanitizeAuthLogMessage } from './auth-logger.ts';

describe('sanitizeAuthLogMessage', () => {
  it('takes out e-mail addresses, token-like runs and control characters', () => {
    expect(
      sanitizeAuthLogMessage('Sign-up attempt for existing email: ana.b+x@exemplo.com.br'),
    ).toBe('Sign-up attempt for existing email: [e-mail]');
    expect(sanitizeAuthLogMessage('token eyJhbGciOiJFZERTQSJ9abcdefghijkl used')).toBe(
      'token [redacted] used',
    );
    expect(sanitizeAuthLogMessage('a\n{"level":60,"msg":"forjado"}\r\u2028b')).toBe(
      'a {"level":60,"msg":"forjado"}  b',
    );
  });

  it('bounds the length of a message', () => {
    expect(sanitizeAuthLogMessage('x '.repeat(1000)).length).toBe(300);
  });
});
