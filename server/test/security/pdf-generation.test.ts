import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLE_TESTAMENT, TESTAMENT_CONTENT_MAX_BYTES } from '@legado/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { testaments } from '../../src/db/schema.ts';
import type { RenderWillPdfInput } from '../../src/features/documents/render-will-pdf.ts';
import { PdfRenderError } from '../../src/features/documents/will-pdf-process.ts';
import { createTestApp } from '../test-app.ts';
import { databaseTargets } from '../test-database.ts';
import {
  callApi,
  createWill,
  expectErrorBody,
  origin,
  signUp,
  type Person,
} from './security-harness.ts';

const RENDERS_PER_USER = 3;

describe.each(databaseTargets)('PDF generation on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let dataDir: string;
  let person: Person;
  /** What the stand-in renderer does with each render; every input is recorded. */
  let renderWith: (input: RenderWillPdfInput) => Promise<Buffer>;
  const rendered: RenderWillPdfInput[] = [];

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-pdf-'));
    ({ app } = await createTestApp(database, {
      env: { DATA_DIR: dataDir, PUBLIC_URL: origin },
      deps: {
        renderWillPdf: (input) => {
          rendered.push(input);
          return renderWith(input);
        },
        pdfRenderLimits: { perUser: RENDERS_PER_USER, windowSeconds: 600 },
      },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let emailCounter = 0;
  beforeEach(async () => {
    rendered.length = 0;
    renderWith = async () => Buffer.from('%PDF-1.7 teste');
    emailCounter += 1;
    // A fresh person per test: each starts with a whole render budget.
    person = await signUp(
      app,
      {
        name: 'Pessoa PDF',
        email: `pdf.${emailCounter}.${target.name}@exemplo.com`,
        password: 'ipe-roxo-florido-81',
      },
      `10.77.${emailCounter}.1`,
    );
  });

  async function willWith(content: unknown): Promise<string> {
    const id = await createWill(app, person);
    await database.db.update(testaments).set({ content }).where(eq(testaments.id, id));
    return id;
  }
  const named = (nome: string) => ({
    ...EXAMPLE_TESTAMENT,
    testador: { ...EXAMPLE_TESTAMENT.testador, nome },
  });
  const generate = (id: string) => callApi(app, person, 'POST', `/testaments/${id}/generate-pdf`);

  it('remembers a render that failed: the same content is refused at once, a new one tries again', async () => {
    renderWith = async () => {
      throw new PdfRenderError('A geração do PDF passou de 15000 ms.', 'timeout');
    };
    const id = await willWith(named('Fulana de Tal'));
    const first = await generate(id);
    expect(first.statusCode).toBe(422);
    expectErrorBody(first, 'failed render');
    expect(first.json().error).toContain('Não foi possível gerar o documento');
    const again = await generate(id);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(first.json().error);
    expect(rendered).toHaveLength(1);

    renderWith = async () => Buffer.from('%PDF-1.7 agora sim');
    await database.db
      .update(testaments)
      .set({ content: named('Fulana de Tal Corrigida') })
      .where(eq(testaments.id, id));
    expect((await generate(id)).statusCode).toBe(200);
    expect(rendered).toHaveLength(2);
  });

  it('limits renders per user; a stored PDF reused does not count', async () => {
    const ids: string[] = [];
    for (let index = 0; index < RENDERS_PER_USER; index += 1) {
      ids.push(await willWith(named(`Pessoa Número ${index + 1}`)));
      expect((await generate(ids.at(-1)!)).statusCode).toBe(200);
    }
    // Asking again for the same content reuses the stored PDF: no render, not limited.
    for (const id of ids) expect((await generate(id)).statusCode).toBe(200);
    expect(rendered).toHaveLength(RENDERS_PER_USER);
    const over = await generate(await willWith(named('Pessoa Além do Limite')));
    expect(over.statusCode).toBe(429);
    expectErrorBody(over, 'render limit');
    expect(over.json().error).toMatch(/^Você gerou muitos documentos em pouco tempo/);
    expect(rendered).toHaveLength(RENDERS_PER_USER);
  });

  it('renders a double click once', async () => {
    let finish!: () => void;
    renderWith = () =>
      new Promise((resolve) => {
        finish = () => resolve(Buffer.from('%PDF-1.7 uma vez'));
      });
    const id = await willWith(named('Clique Duplo'));
    const both = Promise.all([generate(id), generate(id)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    finish();
    const [one, two] = await both;
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(rendered).toHaveLength(1);
  });

  it('refuses, without rendering, a will over the byte cap or with hidden characters', async () => {
    const huge = {
      ...EXAMPLE_TESTAMENT,
      disposicoes: {
        ...EXAMPLE_TESTAMENT.disposicoes,
        legados: Array.from({ length: 1700 }, (_, index) => ({
          beneficiarioId: EXAMPLE_TESTAMENT.disposicoes.legados[0]!.beneficiarioId,
          descricao: `bem número ${index} com uma descrição de tamanho comum`,
        })),
      },
    };
    expect(JSON.stringify(huge).length).toBeGreaterThan(TESTAMENT_CONTENT_MAX_BYTES);
    const tooLarge = await generate(await willWith(huge));
    expect(tooLarge.statusCode).toBe(413);
    expectErrorBody(tooLarge, 'byte cap');

    const hidden = await generate(await willWith(named('Ana\u202EoirasoR')));
    expect(hidden.statusCode).toBe(422);
    expectErrorBody(hidden, 'hidden characters');
    expect(rendered).toHaveLength(0);
  });
});
