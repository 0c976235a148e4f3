import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows } from './client.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-pglite-options-'));

describe('PGlite in a data folder', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is created by a child process, then opened with a 16 MB buffer cache', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
      const [row] = await selectRows<{ shared_buffers: string }>(
        database.db,
        sql`show shared_buffers`,
      );
      expect(row?.shared_buffers).toBe('16MB');
      // PGlite's own defaults still apply (they are kept, not replaced).
      const [searchPath] = await selectRows<{ search_path: string }>(
        database.db,
        sql`show search_path`,
      );
      expect(searchPath?.search_path).toBe('public');
    } finally {
      await database.close();
    }
  });

  it('opens the same folder again with its data', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('ainda aqui')`);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await selectRows<{ value: string }>(again.db, sql`select value from kept`);
      expect(rows).toEqual([{ value: 'ainda aqui' }]);
    } finally {
      await again.close();
    }
  });
});
