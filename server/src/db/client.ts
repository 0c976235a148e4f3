import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { assertPostgresDurable } from './postgres-durability.ts';
import * as schema from './schema.ts';

/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its lifecycle. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where the data lives: PostgreSQL by URL, PGlite in a folder, or PGlite in memory (tests).
 * `requireDurable` (production) refuses a PostgreSQL with `fsync` or `synchronous_commit` off.
 */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string; requireDurable?: boolean }
  | { kind: 'pglite'; dataDir: string | undefined };

/** Opens the database and applies the committed migrations before returning. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle connection closed by the server (restart, failover, DROP DATABASE … FORCE) emits
    // 'error' on the pool; unhandled, it would crash the process. The pool reconnects on demand.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL: conexão ociosa encerrada (${error.message})`);
    });
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    try {
      if (location.requireDurable) await assertPostgresDurable(pool);
      await migratePostgres(drizzlePostgres(pool), { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const release = location.dataDir ? lockDataDir(location.dataDir) : () => undefined;
  try {
    const client = location.dataDir
      ? new PGlite(path.join(location.dataDir, 'pgdata'))
      : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
