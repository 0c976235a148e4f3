import { RateLimiterMemory, RateLimiterRes } from '../../lib/memory-rate-limiter.ts';

/** Limits for one auth action: attempts per window, by client IP and by e-mail. */
export interface ActionLimit {
  perIp: number;
  perEmail: number;
  windowSeconds: number;
}

/** Which auth paths are limited, and how much. */
export type AuthRateLimits = Record<
  'signIn' | 'signUp' | 'requestReset' | 'resetPassword',
  ActionLimit
>;

export const defaultAuthRateLimits: AuthRateLimits = {
  signIn: { perIp: 30, perEmail: 10, windowSeconds: 900 },
  signUp: { perIp: 20, perEmail: 5, windowSeconds: 900 },
  requestReset: { perIp: 10, perEmail: 3, windowSeconds: 900 },
  resetPassword: { perIp: 10, perEmail: 10, windowSeconds: 900 },
};

const actionByPath: Record<string, keyof AuthRateLimits> = {
  '/api/auth/sign-in/email': 'signIn',
  '/api/auth/sign-up/email': 'signUp',
  '/api/auth/request-password-reset': 'requestReset',
  '/api/auth/forget-password': 'requestReset',
  '/api/auth/reset-password': 'resetPassword',
};

/** Per-IP and per-e-mail brute-force protection for the auth endpoints, in every environment. */
export function createAuthRateLimiter(limits: AuthRateLimits = defaultAuthRateLimits) {
  const limiters = new Map(
    Object.entries(limits).map(([action, limit]) => [
      action,
      {
        ip: new RateLimiterMemory({
          keyPrefix: `${action}:ip`,
          points: limit.perIp,
          duration: limit.windowSeconds,
        }),
        email: new RateLimiterMemory({
          keyPrefix: `${action}:email`,
          points: limit.perEmail,
          duration: limit.windowSeconds,
        }),
      },
    ]),
  );

  /** Counts one attempt; resolves to the seconds to wait when over the limit, else null. */
  return async function consume(
    path: string,
    ip: string,
    email: string | undefined,
  ): Promise<number | null> {
    const action = actionByPath[path];
    const limiter = action ? limiters.get(action) : undefined;
    if (!limiter) return null;
    try {
      await limiter.ip.consume(ip);
      if (email) await limiter.email.consume(email.trim().toLowerCase());
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.ceil(rejection.msBeforeNext / 1000);
      throw rejection;
    }
  };
}
