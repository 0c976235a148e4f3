import {
  limitKey,
  RateLimiterRes,
  type Limiter,
  type RateLimitStore,
} from '../../lib/rate-limit-store.ts';

/** `points` attempts per `windowSeconds`, for each key. */
export interface CountedLimit {
  points: number;
  windowSeconds: number;
}

/**
 * The brute-force limits of /api/auth (ADR 0021). Nothing is counted per e-mail alone: a limit on
 * an address would let anyone lock its owner out. Attempts are counted per client IP (one client
 * trying many accounts) and per IP and e-mail pair (one client guessing one account), so whoever
 * guesses blocks only themselves, and the owner signing in from anywhere else is not affected.
 */
export interface AuthRateLimits {
  signIn: {
    perIp: CountedLimit;
    /** Failed sign-ins a pair may make before it waits; each further failure doubles the wait. */
    freeFailuresPerPair: number;
    firstBlockSeconds: number;
    maxBlockSeconds: number;
  };
  signUp: { perIp: CountedLimit; perPair: CountedLimit };
  requestReset: { perIp: CountedLimit; perPair: CountedLimit };
  /** Asking for a new confirmation link (it sends an e-mail). */
  resendConfirmation: { perIp: CountedLimit; perPair: CountedLimit };
  resetPassword: { perIp: CountedLimit };
  /** Guessing the current password through a stolen session: per IP and per account. */
  changePassword: { perIp: CountedLimit; perAccount: CountedLimit };
  /**
   * E-mails (reset links, address confirmations) sent to one address. Over the budget nothing is
   * sent and the answer is the same: the links already sent still work, so nobody is locked out.
   */
  emailsPerAddress: CountedLimit;
}

const fifteenMinutes = 900;

export const defaultAuthRateLimits: AuthRateLimits = {
  signIn: {
    perIp: { points: 30, windowSeconds: fifteenMinutes },
    freeFailuresPerPair: 5,
    firstBlockSeconds: 60,
    maxBlockSeconds: 3600,
  },
  signUp: {
    perIp: { points: 20, windowSeconds: fifteenMinutes },
    perPair: { points: 5, windowSeconds: fifteenMinutes },
  },
  requestReset: {
    perIp: { points: 10, windowSeconds: fifteenMinutes },
    perPair: { points: 3, windowSeconds: fifteenMinutes },
  },
  resendConfirmation: {
    perIp: { points: 10, windowSeconds: fifteenMinutes },
    perPair: { points: 3, windowSeconds: fifteenMinutes },
  },
  resetPassword: { perIp: { points: 10, windowSeconds: fifteenMinutes } },
  changePassword: {
    perIp: { points: 10, windowSeconds: fifteenMinutes },
    perAccount: { points: 5, windowSeconds: fifteenMinutes },
  },
  emailsPerAddress: { points: 5, windowSeconds: 3600 },
};

/** The limited auth actions. */
export type AuthAction =
  'signIn' | 'signUp' | 'requestReset' | 'resendConfirmation' | 'resetPassword' | 'changePassword';

const actionByPath: Record<string, AuthAction> = {
  '/api/auth/sign-in/email': 'signIn',
  '/api/auth/sign-up/email': 'signUp',
  '/api/auth/request-password-reset': 'requestReset',
  '/api/auth/forget-password': 'requestReset',
  '/api/auth/send-verification-email': 'resendConfirmation',
  '/api/auth/reset-password': 'resetPassword',
  '/api/auth/change-password': 'changePassword',
};

/** The action a POST to this /api/auth path is, when it is limited. */
export const limitedActionOf = (path: string): AuthAction | undefined => actionByPath[path];

/** Who is attempting: the client's IP, the e-mail typed, the signed-in account. */
export interface Attempt {
  ip: string;
  email?: string | undefined;
  accountId?: string | undefined;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Seconds until the limiter lets the key through again (at least 1). */
const secondsOf = (rejection: RateLimiterRes) =>
  Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));

/** Consumes one point; resolves to the seconds to wait when over the limit, else null. */
async function consume(limiter: Limiter, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return secondsOf(rejection);
    throw rejection;
  }
}

/** Per-IP, per-pair and per-account brute-force protection for /api/auth (ADR 0021). */
export function createAuthRateLimiter(
  store: RateLimitStore,
  limits: AuthRateLimits = defaultAuthRateLimits,
) {
  const counted = (keyPrefix: string, limit: CountedLimit) =>
    store.limiter({ keyPrefix, points: limit.points, duration: limit.windowSeconds });
  const limiters = {
    signInIp: counted('signin-ip', limits.signIn.perIp),
    // Failures of a pair, remembered for a day (they set how long its next block lasts).
    signInFailures: store.limiter({
      keyPrefix: 'signin-fail',
      points: 1_000_000,
      duration: 86_400,
    }),
    // A pair's current block: `block()` puts the key over its single point until it ends.
    signInBlock: store.limiter({ keyPrefix: 'signin-block', points: 1, duration: 1 }),
    signUpIp: counted('signup-ip', limits.signUp.perIp),
    signUpPair: counted('signup-pair', limits.signUp.perPair),
    resetIp: counted('reset-ip', limits.requestReset.perIp),
    resetPair: counted('reset-pair', limits.requestReset.perPair),
    resendIp: counted('resend-ip', limits.resendConfirmation.perIp),
    resendPair: counted('resend-pair', limits.resendConfirmation.perPair),
    newPasswordIp: counted('new-password-ip', limits.resetPassword.perIp),
    changeIp: counted('change-password-ip', limits.changePassword.perIp),
    changeAccount: counted('change-password-account', limits.changePassword.perAccount),
    emails: counted('emails-to', limits.emailsPerAddress),
  };

  const pairKey = (attempt: Attempt) =>
    limitKey(attempt.ip, attempt.email ? normalizeEmail(attempt.email) : '');

  async function signInBlockedFor(attempt: Attempt): Promise<number | null> {
    const block = await limiters.signInBlock.get(pairKey(attempt));
    return block !== null && block.consumedPoints > 1 && block.msBeforeNext > 0
      ? secondsOf(block)
      : null;
  }

  return {
    /**
     * Counts an attempt before it runs. Resolves to the seconds to wait when it must not run,
     * else null.
     */
    async before(action: AuthAction, attempt: Attempt): Promise<number | null> {
      const ip = limitKey(attempt.ip);
      switch (action) {
        case 'signIn':
          return (await signInBlockedFor(attempt)) ?? (await consume(limiters.signInIp, ip));
        case 'signUp':
          return (
            (await consume(limiters.signUpIp, ip)) ??
            (attempt.email ? await consume(limiters.signUpPair, pairKey(attempt)) : null)
          );
        case 'requestReset':
          return (
            (await consume(limiters.resetIp, ip)) ??
            (attempt.email ? await consume(limiters.resetPair, pairKey(attempt)) : null)
          );
        case 'resendConfirmation':
          return (
            (await consume(limiters.resendIp, ip)) ??
            (attempt.email ? await consume(limiters.resendPair, pairKey(attempt)) : null)
          );
        case 'resetPassword':
          return consume(limiters.newPasswordIp, ip);
        case 'changePassword':
          return (
            (await consume(limiters.changeIp, ip)) ??
            (attempt.accountId
              ? await consume(limiters.changeAccount, limitKey(attempt.accountId))
              : null)
          );
      }
    },

    /**
     * Learns from a sign-in's outcome: a failure counts against its pair (blocked for a minute
     * after the free failures, twice as long after each further one, at most an hour); a
     * success forgets the pair's failures.
     */
    async after(action: AuthAction, attempt: Attempt, succeeded: boolean): Promise<void> {
      if (action !== 'signIn' || !attempt.email) return;
      const key = pairKey(attempt);
      if (succeeded) {
        await Promise.all([limiters.signInFailures.delete(key), limiters.signInBlock.delete(key)]);
        return;
      }
      const failures = (await limiters.signInFailures.penalty(key, 1)).consumedPoints;
      const over = failures - limits.signIn.freeFailuresPerPair;
      if (over < 0) return;
      const seconds = Math.min(
        limits.signIn.maxBlockSeconds,
        limits.signIn.firstBlockSeconds * 2 ** Math.min(over, 20),
      );
      await limiters.signInBlock.block(key, seconds);
    },

    /** Whether one more e-mail may go to this address now (counts it when it may). */
    async mayEmail(address: string): Promise<boolean> {
      return (await consume(limiters.emails, limitKey(normalizeEmail(address)))) === null;
    },
  };
}

/** The auth rate limiter. */
export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;
