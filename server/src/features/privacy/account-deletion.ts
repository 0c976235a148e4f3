import {
  ACCOUNT_DELETION_PHRASE,
  type AccountDeletionMethod,
  type DeleteAccountBody,
} from '@legado/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { limitKey, RateLimiterRes, type RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { Database } from '../../db/client.ts';
import { account, user, verification } from '../../db/schema.ts';
import { errors } from '../../errors/app-error.ts';
import type { Auth } from '../auth/auth-instance.ts';
import { asHashingClient } from '../auth/password-hashing.ts';
import type { SessionRevocations } from '../auth/session-revocations.ts';
import { privacyMessages } from './messages.ts';

/** Attempts to delete an account, per user and per IP, in a 15-minute window. */
export interface DeletionAttemptLimits {
  perUser: number;
  perIp: number;
  windowSeconds: number;
}

export const defaultDeletionAttemptLimits: DeletionAttemptLimits = {
  perUser: 5,
  perIp: 20,
  windowSeconds: 900,
};

/** Deleting one's own account (LGPD art. 18, VI), confirmed by the password or by EXCLUIR. */
export function createAccountDeletion(deps: {
  db: Database;
  auth: Auth;
  revocations: SessionRevocations;
  rateLimits: RateLimitStore;
  limits?: DeletionAttemptLimits;
}) {
  const { db, auth, revocations } = deps;
  const limits = deps.limits ?? defaultDeletionAttemptLimits;
  const perUser = deps.rateLimits.limiter({
    keyPrefix: 'delete-account-user',
    points: limits.perUser,
    duration: limits.windowSeconds,
  });
  const perIp = deps.rateLimits.limiter({
    keyPrefix: 'delete-account-ip',
    points: limits.perIp,
    duration: limits.windowSeconds,
  });

  /** The password hash when the person signs in with e-mail and password, else null. */
  async function passwordHashOf(userId: string): Promise<string | null> {
    const [row] = await db
      .select({ password: account.password })
      .from(account)
      .where(
        and(
          eq(account.userId, userId),
          eq(account.providerId, 'credential'),
          isNotNull(account.password),
        ),
      )
      .limit(1);
    return row?.password ?? null;
  }

  async function countAttempt(userId: string, ip: string): Promise<void> {
    try {
      await perIp.consume(limitKey(ip));
      await perUser.consume(limitKey(userId));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const minutes = Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
      throw errors.rateLimited(privacyMessages.tooManyAttempts(minutes));
    }
  }

  async function requireConfirmation(
    userId: string,
    ip: string,
    body: DeleteAccountBody,
  ): Promise<void> {
    const hash = await passwordHashOf(userId);
    if (hash === null) {
      if (body.confirm?.trim().toUpperCase() !== ACCOUNT_DELETION_PHRASE) {
        throw errors.validation(privacyMessages.phraseRequired);
      }
      return;
    }
    if (!body.password) throw errors.validation(privacyMessages.passwordRequired);
    const context = await auth.$context;
    const password = body.password;
    const matches = await asHashingClient(ip, () => context.password.verify({ hash, password }));
    if (!matches) throw errors.forbidden(privacyMessages.wrongPassword);
  }

  return {
    /** How this account confirms its deletion. */
    async methodFor(userId: string): Promise<AccountDeletionMethod> {
      return (await passwordHashOf(userId)) === null ? 'phrase' : 'password';
    },

    /**
     * Checks the confirmation, then deletes the user row: the foreign keys cascade to sessions,
     * linked accounts, wills, chat messages and PDFs. Pending password-reset links name the user
     * id in `verification.value` (no foreign key), so they go too. Every instance refuses the
     * user's access tokens before the answer is sent.
     */
    async deleteAccount(userId: string, ip: string, body: DeleteAccountBody): Promise<void> {
      await countAttempt(userId, ip);
      await requireConfirmation(userId, ip, body);
      const deleted = await db.transaction(async (tx) => {
        await tx.delete(verification).where(sql`strpos(${verification.value}, ${userId}) > 0`);
        return tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
      });
      // The cascade deleted the sessions, which recorded their revocation (migration 0008): the
      // answer waits until every instance refuses the account's tokens.
      await revocations.afterRevoking();
      // Already gone (deleted from another tab or instance): the token was stale.
      if (deleted.length === 0) throw errors.unauthorized();
    },
  };
}

/** The account-deletion service. */
export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
