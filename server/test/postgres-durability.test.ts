import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import {
  assertPostgresDurable,
  UnsafePostgresSettingsError,
  unsafeDurabilitySettings,
  type SettingsQueryable,
} from '../src/db/postgres-durability.ts';

/** A connection stub answering `show fsync` / `show synchronous_commit` with the given values. */
function settingsStub(fsync: string, synchronousCommit: string): SettingsQueryable {
  return {
    query: (text) => {
      const name = text.replace(/^show /, '');
      const value = name === 'fsync' ? fsync : synchronousCommit;
      return Promise.resolve({ rows: [{ [name]: value }] });
    },
  };
}

describe('PostgreSQL durability settings', () => {
  it('accepts fsync on with any synchronous_commit that waits for the local flush', () => {
    for (const mode of ['on', 'local', 'remote_write', 'remote_apply', 'ON']) {
      expect(unsafeDurabilitySettings({ fsync: 'on', synchronous_commit: mode })).toEqual([]);
    }
  });

  it('names fsync, synchronous_commit or both when they are off', () => {
    expect(unsafeDurabilitySettings({ fsync: 'off', synchronous_commit: 'on' })).toEqual(['fsync']);
    expect(unsafeDurabilitySettings({ fsync: 'on', synchronous_commit: 'off' })).toEqual([
      'synchronous_commit',
    ]);
    expect(unsafeDurabilitySettings({ fsync: 'off', synchronous_commit: 'off' })).toEqual([
      'fsync',
      'synchronous_commit',
    ]);
  });

  it('refuses with a Portuguese message naming the setting', async () => {
    await expect(assertPostgresDurable(settingsStub('on', 'on'))).resolves.toBeUndefined();
    const refusal = assertPostgresDurable(settingsStub('off', 'on'));
    await expect(refusal).rejects.toBeInstanceOf(UnsafePostgresSettingsError);
    await expect(refusal).rejects.toThrow(/fsync = off/);
    await expect(assertPostgresDurable(settingsStub('on', 'off'))).rejects.toThrow(
      /não inicia em produção com o PostgreSQL em synchronous_commit = off/,
    );
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

// On a real server: the database-level default is enough to show the check reads what the
// connection really gets, without touching the shared server's own settings.
describe.runIf(adminUrl)('PostgreSQL durability check on a real server', () => {
  const dbName = `legado_durability_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const urlOf = () => {
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    return url.toString();
  };

  beforeAll(() => admin(`create database ${dbName}`));
  afterAll(() => admin(`drop database if exists ${dbName} with (force)`));

  it('opens a database with the default (durable) settings', async () => {
    const database = await openDatabase({ kind: 'postgres', url: urlOf(), requireDurable: true });
    await database.close();
  });

  it('refuses a database whose synchronous_commit is off, unless the check is off', async () => {
    await admin(`alter database ${dbName} set synchronous_commit = off`);
    await expect(
      openDatabase({ kind: 'postgres', url: urlOf(), requireDurable: true }),
    ).rejects.toThrow(/synchronous_commit = off/);
    const relaxed = await openDatabase({ kind: 'postgres', url: urlOf() });
    await relaxed.close();
  });
});
