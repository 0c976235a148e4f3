import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnPostgres } from '../src/db/notifications.ts';
import { eventually } from './eventually.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

// A dropped LISTEN connection needs a PostgreSQL server to drop it; PGlite has no connections.
describe.runIf(adminUrl)('LISTEN on PostgreSQL', () => {
  const channel = `legado_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });

  beforeAll(() => admin.connect());
  afterAll(() => admin.end());

  it('pauses when its connection is killed, reconnects, and hears notifications again', async () => {
    const events: string[] = [];
    const stop = listenOnPostgres(pg.Client, adminUrl!, channel, {
      onNotify: (payload) => events.push(`notify:${payload}`),
      onListening: () => events.push('listening'),
      onStopped: () => events.push('stopped'),
    });
    try {
      await eventually(() => expect(events).toContain('listening'));
      await admin.query(`select pg_notify($1, 'antes')`, [channel]);
      await eventually(() => expect(events).toContain('notify:antes'));

      // The server ends the listener's session (a restart or failover looks the same).
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where pid <> pg_backend_pid() and query = $1`,
        [`LISTEN ${channel}`],
      );
      await eventually(() => expect(events).toContain('stopped'));
      await eventually(() =>
        expect(events.filter((event) => event === 'listening')).toHaveLength(2),
      );
      await admin.query(`select pg_notify($1, 'depois')`, [channel]);
      await eventually(() => expect(events).toContain('notify:depois'));
      expect(events.indexOf('stopped')).toBeLessThan(events.lastIndexOf('listening'));
    } finally {
      await stop();
    }
  });

  it('stops for good: no reconnection after stop', async () => {
    const events: string[] = [];
    const stop = listenOnPostgres(pg.Client, adminUrl!, channel, {
      onNotify: (payload) => events.push(`notify:${payload}`),
      onListening: () => events.push('listening'),
      onStopped: () => events.push('stopped'),
    });
    await eventually(() => expect(events).toContain('listening'));
    await stop();
    await admin.query(`select pg_notify($1, 'ninguém ouve')`, [channel]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual(['listening']);
  });

  it('refuses a channel name that is not a plain identifier', () => {
    expect(() =>
      listenOnPostgres(pg.Client, adminUrl!, 'x; drop table testaments', {
        onNotify: () => undefined,
        onListening: () => undefined,
        onStopped: () => undefined,
      }),
    ).toThrow(/invalid channel name/);
  });
});
