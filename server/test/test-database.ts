import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';

/** A database the integration suites run against. */
export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated database; `drop` removes it (PostgreSQL) when the suite ends. */
  open(): Promise<{ database: DatabaseHandle; url?: string; drop(): Promise<void> }>;
}

const adminUrl = process.env.TEST_DATABASE_URL;

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const pgliteTarget: TestDatabaseTarget = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    return { database, drop: async () => undefined };
  },
};

const postgresTarget: TestDatabaseTarget = {
  name: 'postgres',
  async open() {
    const dbName = `legado_test_${randomBytes(6).toString('hex')}`;
    await withAdmin((client) => client.query(`create database ${dbName}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    return {
      database,
      url: url.toString(),
      drop: async () => {
        await withAdmin((client) => client.query(`drop database if exists ${dbName} with (force)`));
      },
    };
  },
};

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Each suite gets its own database
 * that it creates and drops.
 */
export const databaseTargets: TestDatabaseTarget[] = adminUrl
  ? [pgliteTarget, postgresTarget]
  : [pgliteTarget];
