import { EXAMPLE_TESTAMENT } from '@legado/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { testaments } from '../src/db/schema.ts';
import { apiCall, signUpAndGetToken } from './auth-helpers.ts';
import { createTestApp } from './test-app.ts';
import { databaseTargets } from './test-database.ts';

const origin = 'http://localhost:3999';

describe.each(databaseTargets)('finalizing and PDFs on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let owner: { token: string; userId: string };
  let stranger: { token: string; userId: string };

  const call = (
    who: { token: string },
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) => apiCall(app, who, method, url, payload);

  /** A will whose interview produced the example content (as the chat would store it). */
  const willWithContent = async () => {
    const created = await call(owner, 'POST', '/testaments', {
      user_id: owner.userId,
      status: 'draft',
      content: {},
    });
    const id = created.json<{ testament: { id: string } }>().testament.id;
    await database.db
      .update(testaments)
      .set({ content: EXAMPLE_TESTAMENT })
      .where(eq(testaments.id, id));
    return id;
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    ({ app } = await createTestApp(database, { env: { PUBLIC_URL: origin } }));
    owner = await signUpAndGetToken(app, origin, 'dono.pdf@exemplo.com');
    stranger = await signUpAndGetToken(app, origin, 'estranho.pdf@exemplo.com');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it('generates a draft PDF the owner can fetch, and nobody else can', async () => {
    const id = await willWithContent();
    const generated = await call(owner, 'POST', `/testaments/${id}/generate-pdf`);
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toEqual({
      success: true,
      pdfUrl: `/api/v1/testaments/${id}/pdf`,
      kind: 'draft',
    });

    const pdf = await app.inject({
      method: 'GET',
      url: generated.json().pdfUrl,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const anonymous = await app.inject({ method: 'GET', url: generated.json().pdfUrl });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await app.inject({
      method: 'GET',
      url: generated.json().pdfUrl,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    const foreignGenerate = await call(stranger, 'POST', `/testaments/${id}/generate-pdf`);
    expect(foreignGenerate.statusCode).toBe(404);
  });

  it('refuses a PDF for a will whose interview is not finished', async () => {
    const created = await call(owner, 'POST', '/testaments', {
      user_id: owner.userId,
      status: 'draft',
      content: {},
    });
    const id = created.json().testament.id as string;
    const response = await call(owner, 'POST', `/testaments/${id}/generate-pdf`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toContain('ainda não está pronto');
  });

  it('finalizes once: stores the content with its SHA-256, then answers 409 and refuses new messages', async () => {
    const id = await willWithContent();
    const first = await call(owner, 'PUT', `/testaments/${id}`, {
      content: EXAMPLE_TESTAMENT,
      status: 'concluido',
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, testament: { id, status: 'concluido' } });
    expect(body.testament.content_sha256).toMatch(/^[0-9a-f]{64}$/);

    const again = await call(owner, 'PUT', `/testaments/${id}`, {
      content: EXAMPLE_TESTAMENT,
      status: 'concluido',
    });
    expect(again.statusCode).toBe(409);
    const chat = await call(owner, 'POST', '/chat', { testamentId: id, message: 'quero mudar' });
    expect(chat.statusCode).toBe(409);

    const stored = await call(owner, 'GET', `/testaments/${id}`);
    expect(stored.json().testament).toMatchObject({
      status: 'concluido',
      content_sha256: body.testament.content_sha256,
    });
    expect(stored.json().testament.finalized_at).not.toBeNull();

    const pdf = await call(owner, 'POST', `/testaments/${id}/generate-pdf`);
    expect(pdf.json().kind).toBe('final');
  });

  it('refuses, with 422 and the list, a document that is invalid or breaks the rules', async () => {
    const id = await willWithContent();
    const invalidContent = { testador: {} };
    await database.db
      .update(testaments)
      .set({ content: invalidContent })
      .where(eq(testaments.id, id));
    const invalid = await call(owner, 'PUT', `/testaments/${id}`, {
      content: invalidContent,
      status: 'concluido',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ success: false, code: 'UNPROCESSABLE' });
    expect(invalid.json().details.issues.length).toBeGreaterThan(0);

    const broken = structuredClone(EXAMPLE_TESTAMENT);
    broken.formalidades.testemunhaIds = broken.formalidades.testemunhaIds.slice(0, 1);
    await database.db.update(testaments).set({ content: broken }).where(eq(testaments.id, id));
    const ruleBreak = await call(owner, 'PUT', `/testaments/${id}`, {
      content: broken,
      status: 'concluido',
    });
    expect(ruleBreak.statusCode).toBe(422);
    expect(ruleBreak.json().details.validacoes.map((r: { code: string }) => r.code)).toContain(
      'TESTEM_QTD',
    );

    const wrongStatus = await call(owner, 'PUT', `/testaments/${id}`, {
      content: EXAMPLE_TESTAMENT,
      status: 'draft',
    });
    expect(wrongStatus.statusCode).toBe(400);
    const foreign = await call(stranger, 'PUT', `/testaments/${id}`, {
      content: EXAMPLE_TESTAMENT,
      status: 'concluido',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
