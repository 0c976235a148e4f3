import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { account, testaments, user } from '../../db/schema.ts';

/** A reset link works for one hour (better-auth's `resetPasswordTokenExpiresIn`). */
const RESET_LINK_TTL_MS = 3600 * 1000;

/**
 * An account whose e-mail was never confirmed belongs to nobody yet: whoever typed the address
 * may not own it. When the owner of the address proves it, that account is replaced (ADR 0024).
 */

/**
 * Google sign-in with a verified address: an unconfirmed account on it is deleted (with all it
 * held), so better-auth creates the owner's account instead of refusing to link.
 */
export async function deleteUnconfirmedAccount(db: Database, email: string): Promise<void> {
  await db
    .delete(user)
    .where(and(eq(user.email, email.trim().toLowerCase()), eq(user.emailVerified, false)));
}

/**
 * A password reset on an unconfirmed account proved the address: the account is now its owner's,
 * confirmed, and emptied of what anyone else put in it (name, extra data, wills, other sign-in
 * methods). Returns whether it was unconfirmed.
 */
export async function claimUnconfirmedAccount(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(user)
      .set({ emailVerified: true, name: '', userData: null, updatedAt: new Date() })
      .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
      .returning({ id: user.id });
    if (claimed.length === 0) return false;
    await tx.delete(testaments).where(eq(testaments.userId, userId));
    await tx
      .delete(account)
      .where(and(eq(account.userId, userId), ne(account.providerId, 'credential')));
    return true;
  });
}

/** What creating a reset token needs: better-auth's own store of verification values. */
interface VerificationStore {
  createVerificationValue(data: {
    identifier: string;
    value: string;
    expiresAt: Date;
  }): Promise<unknown>;
}

/**
 * A reset token for this user, stored through better-auth's adapter exactly as it stores the ones
 * it makes (`reset-password:` identifier, the user id as value), so /api/auth/reset-password
 * accepts it.
 */
export async function createResetToken(store: VerificationStore, userId: string): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await store.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  return token;
}
