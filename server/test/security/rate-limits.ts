import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultAuthRateLimits,
  type AuthRateLimits,
} from '../../src/features/auth/auth-rate-limit.ts';
import {
  expectErrorBody,
  origin,
  type GetContext,
  type SecurityContext,
} from './security-harness.ts';

interface LimitedAction {
  action: keyof AuthRateLimits;
  path: string;
  /**
   * An attempt for this e-mail. Failing ones count too (that is the point of a limit), so after
   * the first real attempt the rest fail validation fast instead of hashing a password each.
   */
  body: (email: string, real: boolean) => Record<string, unknown>;
}

const actions: LimitedAction[] = [
  {
    action: 'signIn',
    path: '/api/auth/sign-in/email',
    body: (email, real) => ({ email, password: real ? 'tentativa-errada-1' : '' }),
  },
  {
    // A weak password: refused after the limiter counted it, so no account is created.
    action: 'signUp',
    path: '/api/auth/sign-up/email',
    body: (email, real) => ({ name: 'Tentativa', email, password: real ? 'fraca' : '' }),
  },
  {
    action: 'requestReset',
    path: '/api/auth/request-password-reset',
    body: (email) => ({ email, redirectTo: '/redefinir-senha' }),
  },
];

let ipCounter = 0;
/** A fresh client address for every scenario, so scenarios never share a per-IP budget. */
const freshIp = () => {
  ipCounter += 1;
  return `172.16.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/** Brute-force limits on sign-in, sign-up and password reset, per IP and per e-mail (defaults). */
export function authRateLimits(getContext: GetContext): void {
  let ctx: SecurityContext;
  beforeAll(() => {
    ctx = getContext();
  });

  const attempt = (
    path: string,
    body: Record<string, unknown>,
    remoteAddress: string,
    extraHeaders: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: path,
      remoteAddress,
      headers: { origin, 'content-type': 'application/json', ...extraHeaders },
      payload: JSON.stringify(body),
    });

  const expectLimited = (
    response: LightMyRequestResponse,
    label: string,
    windowSeconds: number,
  ) => {
    expect(response.statusCode, `${label}: ${response.body}`).toBe(429);
    expectErrorBody(response, label);
    expect(response.json().code).toBe('RATE_LIMITED');
    expect(response.json().error).toMatch(/^Muitas tentativas seguidas\. Aguarde \d+ minuto/);
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter), label).toBe(true);
    expect(retryAfter, label).toBeGreaterThan(0);
    expect(retryAfter, label).toBeLessThanOrEqual(windowSeconds);
  };

  it('uses the default limits (no environment relaxes them)', () => {
    expect(defaultAuthRateLimits.signIn.perEmail).toBeLessThanOrEqual(10);
    expect(defaultAuthRateLimits.signUp.perEmail).toBeLessThanOrEqual(10);
    expect(defaultAuthRateLimits.requestReset.perEmail).toBeLessThanOrEqual(5);
  });

  describe.each(actions)('$path', ({ action, path, body }) => {
    const limit = defaultAuthRateLimits[action];

    it(`limits one IP trying many e-mails (${limit.perIp} per ${limit.windowSeconds} s)`, async () => {
      const ip = freshIp();
      for (let index = 0; index < limit.perIp; index += 1) {
        // A different X-Forwarded-For each time must not make it look like another client.
        const response = await attempt(
          path,
          body(`ip-${action}-${index}@exemplo.com`, index === 0),
          ip,
          {
            'x-forwarded-for': `203.0.113.${index + 1}`,
          },
        );
        expect(response.statusCode, `attempt ${index + 1}: ${response.body}`).not.toBe(429);
      }
      expectLimited(
        await attempt(path, body(`ip-${action}-extra@exemplo.com`, true), ip),
        `${path} over the per-IP limit`,
        limit.windowSeconds,
      );
      // Another client is not affected.
      const other = await attempt(path, body(`ip-${action}-outro@exemplo.com`, true), freshIp());
      expect(other.statusCode).not.toBe(429);
    });

    it(`limits one e-mail tried from many IPs (${limit.perEmail} per ${limit.windowSeconds} s)`, async () => {
      const email = `alvo-${action}@exemplo.com`;
      for (let index = 0; index < limit.perEmail; index += 1) {
        const response = await attempt(path, body(email, index === 0), freshIp());
        expect(response.statusCode, `attempt ${index + 1}: ${response.body}`).not.toBe(429);
      }
      // Same e-mail in another spelling, from yet another address: still the same person.
      expectLimited(
        await attempt(path, body(`  ${email.toUpperCase()} `, true), freshIp()),
        `${path} over the per-e-mail limit`,
        limit.windowSeconds,
      );
      const otherEmail = await attempt(path, body(`outro-${action}@exemplo.com`, true), freshIp());
      expect(otherEmail.statusCode).not.toBe(429);
    });
  });
}
