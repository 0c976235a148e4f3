import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * One MSW server per test file: every request a test does not expect fails the test
 * (onUnhandledRequest: 'error'), so nothing leaves the process.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** An unsigned JWT-shaped token whose payload has this `exp` (seconds); the web never verifies it. */
export function fakeJwt(expSeconds: number, extra: Record<string, unknown> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ exp: expSeconds, ...extra })}.c2lnbmF0dXJl`;
}
