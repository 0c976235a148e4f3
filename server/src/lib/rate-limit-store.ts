import { createHash } from 'node:crypto';
import type * as Flexible from 'rate-limiter-flexible';
import RateLimiterPostgresClass from 'rate-limiter-flexible/lib/RateLimiterPostgres.js';
import type { DatabaseHandle } from '../db/client.ts';
import { RateLimiterMemory, RateLimiterRes } from './memory-rate-limiter.ts';

export { RateLimiterRes };

const RateLimiterPostgres = RateLimiterPostgresClass as typeof Flexible.RateLimiterPostgres;

/** The table of migration 0006, in rate-limiter-flexible's Postgres layout. */
export const RATE_LIMIT_TABLE = 'rate_limits';
/** Expired rows are deleted this often (one statement per instance). */
const JANITOR_INTERVAL_MS = 10 * 60_000;

/** One limit: `points` per `duration` seconds for each key. */
export interface LimitOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/** A limiter: memory or PostgreSQL, the same API (rate-limiter-flexible's). */
export type Limiter = Flexible.RateLimiterAbstract;

/** Makes limiters whose counters every instance shares (PostgreSQL) or this one keeps (PGlite). */
export interface RateLimitStore {
  kind: 'memory' | 'postgres';
  limiter(options: LimitOptions): Limiter;
  /** Stops the janitor (app close). */
  close(): void;
}

/**
 * A key that names no one: e-mail addresses and IPs are hashed before they are stored (and the
 * result fits the table's varchar(255) whatever was typed). Parts are joined unambiguously.
 */
export function limitKey(...parts: string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32);
}

/**
 * Limits in PostgreSQL when the app runs on it, so N instances share one budget instead of N; in
 * memory on PGlite (one process). A PostgreSQL outage falls back to a per-instance memory counter
 * (rate-limiter-flexible's insurance limiter) rather than failing sign-ins.
 */
export function createRateLimitStore(database: DatabaseHandle): RateLimitStore {
  const pool = database.kind === 'postgres' ? database.pool : undefined;
  if (!pool) {
    return {
      kind: 'memory',
      limiter: (options) => new RateLimiterMemory(options),
      close: () => undefined,
    };
  }
  const janitor = setInterval(() => {
    pool
      .query(`delete from ${RATE_LIMIT_TABLE} where expire < $1`, [Date.now()])
      .catch(() => undefined);
  }, JANITOR_INTERVAL_MS);
  janitor.unref();
  return {
    kind: 'postgres',
    limiter: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        insuranceLimiter: new RateLimiterMemory(options),
      }),
    close: () => clearInterval(janitor),
  };
}
