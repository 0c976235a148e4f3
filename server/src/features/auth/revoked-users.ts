/**
 * Access tokens are verified without the database (ARCHITECTURE §5), so a deleted account's
 * token would stay valid until it expires. This instance remembers deleted users for as long as
 * any of their tokens can live, and the bearer hook refuses them. Other instances learn about a
 * deletion from `sweep`, which checks the users seen recently against the database in one query
 * (see docs/decisions/0009-account-deletion-and-token-revocation.md).
 */

/** An access token lives 15 minutes; one more covers clock skew between instances. */
export const REVOCATION_TTL_MS = 16 * 60_000;

/** Revoked and recently seen user ids of this instance. */
export interface RevokedUsers {
  /** Refuses this user's tokens from now on. */
  revoke(userId: string): void;
  isRevoked(userId: string): boolean;
  /** Records that a token of this user was accepted, so `sweep` checks the user is still there. */
  noteSeen(userId: string): void;
  /**
   * Revokes every recently seen user that no longer exists. `findExisting` answers which of the
   * given ids still have a user row. Resolves to the ids revoked by this sweep.
   */
  sweep(findExisting: (userIds: string[]) => Promise<Set<string>>): Promise<string[]>;
}

/** Creates the (in-memory, per instance) set of revoked users. */
export function createRevokedUsers(now: () => number = Date.now): RevokedUsers {
  const revokedUntil = new Map<string, number>();
  const lastSeen = new Map<string, number>();

  const prune = () => {
    const time = now();
    for (const [id, until] of revokedUntil) if (until <= time) revokedUntil.delete(id);
    for (const [id, seen] of lastSeen) if (time - seen > REVOCATION_TTL_MS) lastSeen.delete(id);
  };

  const revoke = (userId: string) => {
    revokedUntil.set(userId, now() + REVOCATION_TTL_MS);
    lastSeen.delete(userId);
  };

  return {
    revoke,
    isRevoked(userId) {
      const until = revokedUntil.get(userId);
      return until !== undefined && until > now();
    },
    noteSeen(userId) {
      lastSeen.set(userId, now());
    },
    async sweep(findExisting) {
      prune();
      const ids = [...lastSeen.keys()];
      if (ids.length === 0) return [];
      const existing = await findExisting(ids);
      const gone = ids.filter((id) => !existing.has(id));
      for (const id of gone) revoke(id);
      return gone;
    },
  };
}
