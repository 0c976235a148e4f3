import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { selectRows } from '../src/db/client.ts';
import { databaseTargets } from './test-database.ts';

// DatabaseHandle.prepare: a named statement, parsed once per connection, run with positional
// parameters (node-postgres's named queries; PGlite through its wire protocol).
describe.each(databaseTargets)('prepared statements on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await database.db.execute(
      sql`create table anotacoes (id int primary key, texto text not null, dados jsonb, criada timestamptz not null default now())`,
    );
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  type Row = { id: number; texto: string; dados: unknown; criada: Date | string };
  const insert = () =>
    database.prepare<Row>(
      'teste_inserir_anotacao',
      'insert into anotacoes (id, texto, dados) values ($1, $2, $3::jsonb) returning id, texto, dados, criada',
    );

  it('runs with its parameters, again and again, and returns the rows with their types', async () => {
    const run = insert();
    const first = await run([1, 'ação: “aspas” e \\barras\\', JSON.stringify({ a: [1, 2] })]);
    const second = await run([2, "d'água", null]);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      id: 1,
      texto: 'ação: “aspas” e \\barras\\',
      dados: { a: [1, 2] },
    });
    expect(new Date(first[0]!.criada).getTime()).not.toBeNaN();
    expect(second[0]).toMatchObject({ id: 2, texto: "d'água", dados: null });
  });

  it('reports a failed run and keeps working, including a failure on its very first run', async () => {
    const run = database.prepare<Row>(
      'teste_primeira_falha',
      'insert into anotacoes (id, texto) values ($1, $2) returning id, texto, dados, criada',
    );
    await expect(run([1, 'repetida'])).rejects.toThrow(/duplicate key|duplicada/);
    expect(await run([10, 'depois do erro'])).toHaveLength(1);
    await expect(run([10, 'de novo'])).rejects.toThrow(/duplicate key|duplicada/);
    expect(await run([11, 'e de novo'])).toHaveLength(1);
  });

  it('runs outside a transaction in progress, never inside it', async () => {
    const run = insert();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into anotacoes (id, texto) values (20, 'na transação')`);
      await gate;
      tx.rollback();
    });
    const outside = run([21, 'fora da transação', null]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(transaction).rejects.toThrow();
    await outside;
    const rows = await selectRows<{ id: number }>(
      database.db,
      sql`select id from anotacoes where id in (20, 21) order by id`,
    );
    expect(rows.map((row) => row.id)).toEqual([21]);
  });
});
