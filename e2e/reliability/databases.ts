import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ServerStorage } from './server-process.ts';

/** A database the crash test runs on, created for the run and removed afterwards. */
export interface CrashDatabase {
  name: 'PGlite' | 'PostgreSQL';
  storage: ServerStorage;
  remove(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** PGlite in a fresh temporary DATA_DIR. */
export function pgliteDatabase(): CrashDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-crash-pglite-'));
  return {
    name: 'PGlite',
    storage: { dataDir },
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database legado_crash_<random> on the server of TEST_DATABASE_URL. */
export async function postgresDatabase(adminUrl: string): Promise<CrashDatabase> {
  const name = `legado_crash_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // DATA_DIR still holds the development auth secret and the e-mail outbox.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-crash-postgres-'));
  return {
    name: 'PostgreSQL',
    storage: { dataDir, databaseUrl: url.toString() },
    remove: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await asAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
