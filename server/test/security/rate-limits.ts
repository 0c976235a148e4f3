import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultAuthRateLimits } from '../../src/features/auth/auth-rate-limit.ts';
import {
  expectErrorBody,
  origin,
  signUp,
  type GetContext,
  type Person,
  type SecurityContext,
} from './security-harness.ts';

interface PerIpAction {
  path: string;
  limit: number;
  /**
   * An attempt for this e-mail. Failing ones count too (that is the point of a limit), so after
   * the first real attempt the rest fail validation fast instead of hashing a password each.
   */
  body: (email: string, real: boolean) => Record<string, unknown>;
}

const perIpActions: PerIpAction[] = [
  {
    path: '/api/auth/sign-in/email',
    limit: defaultAuthRateLimits.signIn.perIp.points,
    body: (email, real) => ({ email, password: real ? 'tentativa-errada-1' : '' }),
  },
  {
    // A weak password: refused after the limiter counted it, so no account is created.
    path: '/api/auth/sign-up/email',
    limit: defaultAuthRateLimits.signUp.perIp.points,
    body: (email, real) => ({ name: 'Tentativa', email, password: real ? 'fraca' : '' }),
  },
  {
    path: '/api/auth/request-password-reset',
    limit: defaultAuthRateLimits.requestReset.perIp.points,
    body: (email) => ({ email, redirectTo: '/redefinir-senha' }),
  },
];

let ipCounter = 0;
/** A fresh client address for every scenario, so scenarios never share a per-IP budget. */
export const freshIp = () => {
  ipCounter += 1;
  return `172.16.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/**
 * Brute-force limits on /api/auth (defaults): per IP, per IP and e-mail pair with progressive
 * blocks, per account for password changes; and no way for a third party to lock an owner out.
 */
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

  const signIn = (email: string, password: string, ip: string) =>
    attempt('/api/auth/sign-in/email', { email, password }, ip);

  const expectLimited = (response: LightMyRequestResponse, label: string, maxWait: number) => {
    expect(response.statusCode, `${label}: ${response.body}`).toBe(429);
    expectErrorBody(response, label);
    expect(response.json().code).toBe('RATE_LIMITED');
    expect(response.json().error).toMatch(/^Muitas tentativas seguidas\. Aguarde \d+ minuto/);
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter), label).toBe(true);
    expect(retryAfter, label).toBeGreaterThan(0);
    expect(retryAfter, label).toBeLessThanOrEqual(maxWait);
    return retryAfter;
  };

  it('uses the default limits (no environment relaxes them)', () => {
    expect(defaultAuthRateLimits.signIn.freeFailuresPerPair).toBeLessThanOrEqual(5);
    expect(defaultAuthRateLimits.signIn.perIp.points).toBeLessThanOrEqual(30);
    expect(defaultAuthRateLimits.requestReset.perPair.points).toBeLessThanOrEqual(5);
    expect(defaultAuthRateLimits.changePassword.perAccount.points).toBeLessThanOrEqual(10);
  });

  describe.each(perIpActions)('$path', ({ path, limit, body }) => {
    it(`limits one IP trying many e-mails (${limit} per 15 minutes)`, async () => {
      const ip = freshIp();
      for (let index = 0; index < limit; index += 1) {
        // A different X-Forwarded-For each time must not make it look like another client.
        const response = await attempt(
          path,
          body(`ip-${index}-${ip}@exemplo.com`, index === 0),
          ip,
          {
            'x-forwarded-for': `203.0.113.${index + 1}`,
          },
        );
        expect(response.statusCode, `attempt ${index + 1}: ${response.body}`).not.toBe(429);
      }
      expectLimited(await attempt(path, body(`ip-extra@exemplo.com`, true), ip), path, 900);
      // Another client is not affected.
      const other = await attempt(path, body(`ip-outro@exemplo.com`, true), freshIp());
      expect(other.statusCode).not.toBe(429);
    });
  });

  describe('sign-in', () => {
    let owner: Person;
    beforeAll(async () => {
      owner = await signUp(
        ctx.app,
        {
          name: 'Dona da Conta',
          email: 'dona.bloqueio@exemplo.com',
          password: 'mangueira-verde-2040',
        },
        freshIp(),
      );
    });

    it('lets a guesser lock only themselves: the owner still signs in from anywhere else', async () => {
      const free = defaultAuthRateLimits.signIn.freeFailuresPerPair;
      const attacker = freshIp();
      for (let index = 0; index < free; index += 1) {
        expect((await signIn(owner.email, `chute-${index}-errado`, attacker)).statusCode).toBe(401);
      }
      // The attacker's pair now waits, even with the right password (or another spelling).
      expectLimited(await signIn(owner.email, 'chute-errado-de-novo', attacker), 'attacker', 60);
      expectLimited(
        await signIn(` ${owner.email.toUpperCase()}`, owner.password, attacker),
        'attacker with the right password',
        60,
      );
      // More attackers, each from its own address, only lock themselves too.
      for (let wave = 0; wave < 3; wave += 1) {
        const another = freshIp();
        for (let index = 0; index < free; index += 1)
          await signIn(owner.email, 'x-errado-1', another);
      }
      // The owner, from a new place: signed in. A wrong password there is just wrong (401).
      const home = await signIn(owner.email, owner.password, freshIp());
      expect(home.statusCode, home.body).toBe(200);
      expect((await signIn(owner.email, 'senha-trocada-9', freshIp())).statusCode).toBe(401);
    });

    it('makes a guessing pair wait longer after each further failure (progressive blocks)', async () => {
      const free = defaultAuthRateLimits.signIn.freeFailuresPerPair;
      const guesser = freshIp();
      for (let index = 0; index < free; index += 1) await signIn(owner.email, 'errada-1x', guesser);
      const first = expectLimited(await signIn(owner.email, 'errada-2x', guesser), 'first', 60);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        vi.setSystemTime(Date.now() + first * 1000 + 1000);
        // The block is over: one more failure, and the wait doubles.
        expect((await signIn(owner.email, 'errada-3x', guesser)).statusCode).toBe(401);
        const second = expectLimited(
          await signIn(owner.email, 'errada-4x', guesser),
          'second',
          120,
        );
        expect(second).toBeGreaterThan(60);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it("refuses a client's burst beyond its share of the password-hash queue (429, never 500)", async () => {
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        signIn(`rajada-${index}@exemplo.com`, 'rajada-12345', ip),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    for (const response of burst) expectErrorBody(response, 'burst');
  });

  describe('password reset requests', () => {
    it('limit one client asking for one address, never the owner asking from elsewhere', async () => {
      const email = 'reset.alvo@exemplo.com';
      const limit = defaultAuthRateLimits.requestReset.perPair.points;
      const attacker = freshIp();
      const body = { email, redirectTo: '/redefinir-senha' };
      for (let index = 0; index < limit; index += 1) {
        expect((await attempt('/api/auth/request-password-reset', body, attacker)).statusCode).toBe(
          200,
        );
      }
      expectLimited(await attempt('/api/auth/request-password-reset', body, attacker), 'pair', 900);
      const owner = await attempt('/api/auth/request-password-reset', body, freshIp());
      expect(owner.statusCode, owner.body).toBe(200);
    });

    it('answer the same whether the address has an account', async () => {
      const ip = freshIp();
      const answers = await Promise.all(
        [ctx.bruno.email, 'nao.existe.ninguem@exemplo.com'].map((email) =>
          attempt(
            '/api/auth/request-password-reset',
            { email, redirectTo: '/redefinir-senha' },
            ip,
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[0]!.body).toBe(answers[1]!.body);
    });
  });

  describe('password change', () => {
    it('is limited per account (a stolen session cannot guess the current password) and per IP', async () => {
      const person = await signUp(
        ctx.app,
        { name: 'Troca Senha', email: 'troca.senha@exemplo.com', password: 'pitangueira-7781' },
        freshIp(),
      );
      const limit = defaultAuthRateLimits.changePassword.perAccount.points;
      const change = (ip: string, currentPassword: string) =>
        attempt(
          '/api/auth/change-password',
          { currentPassword, newPassword: 'pitangueira-nova-8892' },
          ip,
          { cookie: person.cookie },
        );
      for (let index = 0; index < limit; index += 1) {
        const response = await change(freshIp(), `chute-atual-${index}9`);
        expect(response.statusCode, response.body).toBe(400);
      }
      // From yet another address, even the right current password waits.
      expectLimited(await change(freshIp(), person.password), 'per account', 900);

      const ip = freshIp();
      const ipLimit = defaultAuthRateLimits.changePassword.perIp.points;
      for (let index = 0; index < ipLimit; index += 1) {
        await attempt('/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' }, ip);
      }
      expectLimited(
        await attempt('/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' }, ip),
        'per IP',
        900,
      );
    });
  });
}
