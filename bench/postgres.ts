import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database created for one bench run and dropped afterwards. */
export interface BenchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates `legado_bench_<random>` on the server of `adminUrl`. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `legado_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
