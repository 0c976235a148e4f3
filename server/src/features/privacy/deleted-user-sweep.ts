import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import type { RevokedUsers } from '../auth/revoked-users.ts';

/** How often this instance checks that the users it served recently still exist. */
export const SWEEP_INTERVAL_MS = 5_000;
const CHUNK = 1_000;

async function existingUserIds(db: Database, ids: string[]): Promise<Set<string>> {
  const existing = new Set<string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.id, ids.slice(start, start + CHUNK)));
    for (const row of rows) existing.add(row.id);
  }
  return existing;
}

/**
 * The cross-instance half of ADR 0009: an account deleted through another instance is revoked
 * here within one interval, at the cost of one indexed query per interval (none when idle),
 * instead of a database round trip per request.
 */
export function startDeletedUserSweep(
  app: FastifyInstance,
  db: Database,
  revokedUsers: RevokedUsers,
  intervalMs = SWEEP_INTERVAL_MS,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    revokedUsers
      .sweep((ids) => existingUserIds(db, ids))
      .then((gone) => {
        if (gone.length > 0) app.log.info({ count: gone.length }, 'revoked deleted users');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'deleted-user sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
