import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../paths.ts';
import { restrictToOwner } from '../lib/data-dir.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { initPgliteFolder, pgliteOptions } from './pglite-options.ts';
import { assertPostgresDurable } from './postgres-durability.ts';
import * as schema from './schema.ts';

/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its lifecycle. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool behind `db` on PostgreSQL (the shared rate limits use it directly). */
  pool?: Pool;
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
  // Only the driver in use is loaded: PGlite's WebAssembly build or node-postgres, never both.
  if (location.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
      await Promise.all([
        import('pg'),
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
      ]);
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
      pool,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  // `npm start` runs node with --liftoff-only: PGlite's WebAssembly is compiled by V8's baseline
  // compiler alone, ~70 MB less than with TurboFan's code kept too (ADR 0013, README).
  const [pgliteModule, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const release = location.dataDir ? lockDataDir(location.dataDir) : () => undefined;
  try {
    const folder = location.dataDir ? path.join(location.dataDir, 'pgdata') : undefined;
    if (folder) await initPgliteFolder(folder);
    const { PGlite } = pgliteModule;
    const client = new PGlite({ ...pgliteOptions(PGlite), ...(folder ? { dataDir: folder } : {}) });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    if (folder) restrictToOwner(folder);
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          await client.close();
          if (folder) restrictToOwner(folder);
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
export async function selectRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
