import {
  derive,
  EXAMPLE_TESTAMENT,
  evaluateRules,
  TestamentContentSchema,
  willText,
  type TestamentContent,
} from '@legado/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { testaments } from '../src/db/schema.ts';
import { sha256Canonical } from '../src/lib/sha256-canonical.ts';
import { apiCall, signUpAndGetToken } from './auth-helpers.ts';
import { createTestApp } from './test-app.ts';
import { databaseTargets } from './test-database.ts';

const origin = 'http://localhost:3999';

/** The whole text of a will, as one string. */
function textOf(content: TestamentContent): string {
  const doc = willText(content);
  return doc.clausulas.flatMap((c) => [c.titulo, ...c.paragrafos]).join('\n');
}

/** The example will (spouse and two children) carrying a wrong copy of its derived values and results. */
function wrongCopy(): TestamentContent {
  const content = structuredClone(EXAMPLE_TESTAMENT);
  content.derivados = {
    idade: 49,
    herdeirosNecessarios: [],
    haLegitima: false,
    disponivelPercentual: 100,
  };
  content.validacoes = [
    ...content.validacoes,
    {
      code: 'PCT_FALTA',
      severidade: 'info',
      artigo: '1.906',
      mensagem: 'Resultado antigo que ninguém calculou agora.',
    },
  ];
  return content;
}

describe.each(databaseTargets)('finalizing recomputes the law on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let owner: { token: string; userId: string };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    ({ app } = await createTestApp(database, { env: { PUBLIC_URL: origin } }));
    owner = await signUpAndGetToken(app, origin, 'dona.lei@exemplo.com');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it('a will sent with haLegitima false and no heirs is stored with the heirs computed again, and its text names them', async () => {
    const created = await apiCall(app, owner, 'POST', '/testaments', {
      user_id: owner.userId,
      status: 'draft',
      content: {},
    });
    const id = created.json<{ testament: { id: string } }>().testament.id;
    const sent = wrongCopy();
    // The copy the test stands in for: had it been kept, the text would deny the heirs.
    expect(textOf(sent)).toContain('não tenho herdeiros necessários');
    // ADR 0025: only the document the interview last produced is confirmed, so it is the stored one.
    await database.db.update(testaments).set({ content: sent }).where(eq(testaments.id, id));

    const confirmed = await apiCall(app, owner, 'PUT', `/testaments/${id}`, {
      content: sent,
      status: 'concluido',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const detail = await apiCall(app, owner, 'GET', `/testaments/${id}`);
    const stored = TestamentContentSchema.parse(
      detail.json<{ testament: { content: unknown } }>().testament.content,
    );
    const today = EXAMPLE_TESTAMENT.formalidades.data;
    expect(stored.derivados).toEqual(derive(EXAMPLE_TESTAMENT, today));
    expect(stored.derivados).toMatchObject({
      herdeirosNecessarios: ['p1', 'p2', 'p3'],
      haLegitima: true,
      disponivelPercentual: 50,
    });
    expect(stored.derivados.legitimaPorHerdeiro).toEqual(
      ['p1', 'p2', 'p3'].map((pessoaId) => ({
        pessoaId,
        fracao: { numerador: 1, denominador: 6 },
      })),
    );
    // Every rule result is the server's: the stale one is gone, the acknowledgement kept.
    expect(stored.validacoes).toEqual(
      evaluateRules(stored, { today, acknowledged: ['LEGADO_VALOR'] }),
    );
    expect(JSON.stringify(stored.validacoes)).not.toContain('Resultado antigo');
    const text = textOf(stored);
    expect(text).not.toContain('não tenho herdeiros necessários');
    expect(text).toContain('Maria Helena Mendes');
    expect(text).toMatch(/são meus herdeiros necessários/);
    // The stored hash is the hash of what is stored, not of what was sent.
    const row = (await database.db.select().from(testaments).where(eq(testaments.id, id)))[0]!;
    expect(row.contentSha256).toBe(sha256Canonical(row.content));
    expect(row.contentSha256).not.toBe(sha256Canonical(sent));
  });

  it('a will whose recomputed rules find an invaded legítima is refused with the heir named', async () => {
    const created = await apiCall(app, owner, 'POST', '/testaments', {
      user_id: owner.userId,
      status: 'draft',
      content: {},
    });
    const id = created.json<{ testament: { id: string } }>().testament.id;
    const sent = wrongCopy();
    sent.disposicoes.heranca = [{ beneficiarioId: 'p2', percentual: 100, base: 'total' }];
    await database.db.update(testaments).set({ content: sent }).where(eq(testaments.id, id));
    const refused = await apiCall(app, owner, 'PUT', `/testaments/${id}`, {
      content: sent,
      status: 'concluido',
    });
    expect(refused.statusCode).toBe(422);
    const results = refused.json<{
      details: { validacoes: { code: string; mensagem: string }[] };
    }>().details.validacoes;
    const legitima = results.find((r) => r.code === 'LEGITIMA_HERDEIRO');
    expect(legitima?.mensagem).toContain('Pedro Henrique Mendes não receberia nada');
  });
});
