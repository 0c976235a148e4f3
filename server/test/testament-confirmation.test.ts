import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { apiCall, signUpAndGetToken } from './auth-helpers.ts';
import { StoryPlayer, TYPICAL_ONE_AT_A_TIME } from '../src/features/assistant/eval/fixtures.ts';
import { createTestApp } from './test-app.ts';
import { databaseTargets } from './test-database.ts';

const origin = 'http://localhost:3999';

type Person = { token: string; userId: string };
type Json = Record<string, unknown>;
interface Turn {
  hasJson: boolean;
  testamentJson?: Json;
  documentOutdated?: boolean;
  progress: { etapa: number; totalEtapas: number } | null;
  replies: { content: string }[];
}

describe.each(databaseTargets)(
  'confirming, new versions, deleting and signing on $name',
  (target) => {
    let database: DatabaseHandle;
    let drop: () => Promise<void>;
    let app: FastifyInstance;
    let ana: Person;
    let bruno: Person;

    const call = (
      who: Person,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: unknown,
    ) => apiCall(app, who, method, url, payload);

    const newWill = async (who: Person) => {
      const created = await call(who, 'POST', '/testaments', {
        user_id: who.userId,
        status: 'draft',
        content: {},
      });
      const id = created.json<{ testament: { id: string } }>().testament.id;
      await call(who, 'POST', '/chat/init', { testamentId: id, new: true });
      return id;
    };

    const say = async (who: Person, id: string, message: string): Promise<Turn> => {
      const response = await call(who, 'POST', '/chat', { testamentId: id, message });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Turn>();
    };

    /** Answers until the interview produces its document: "manter" what is known, "sim" at the review. */
    const finishInterview = async (who: Person, id: string, first?: string): Promise<Json> => {
      let turn = first ? await say(who, id, first) : undefined;
      for (let step = 0; step < 20 && !turn?.hasJson; step += 1) {
        const atReview = turn?.progress && turn.progress.etapa === turn.progress.totalEtapas;
        const asksAcknowledgement = turn?.replies.some((reply) =>
          reply.content.includes('"ciente"'),
        );
        turn = await say(who, id, asksAcknowledgement ? 'ciente' : atReview ? 'sim' : 'manter');
      }
      expect(turn?.testamentJson).toBeDefined();
      return turn!.testamentJson!;
    };

    /** A will whose interview ran to its document with the single person's answers. */
    const documentedWill = async (who: Person) => {
      const id = await newWill(who);
      const turn = await new StoryPlayer(TYPICAL_ONE_AT_A_TIME).play((text) => say(who, id, text));
      expect(turn?.hasJson, turn?.replies.map((reply) => reply.content).join('\n')).toBe(true);
      return { id, document: turn!.testamentJson! };
    };

    const confirm = (who: Person, id: string, content: Json) =>
      call(who, 'PUT', `/testaments/${id}`, { content, status: 'concluido' });

    const detail = async (who: Person, id: string) =>
      (await call(who, 'GET', `/testaments/${id}`)).json<{ testament: Json }>().testament;

    beforeAll(async () => {
      ({ database, drop } = await target.open());
      ({ app } = await createTestApp(database, { env: { PUBLIC_URL: origin } }));
      ana = await signUpAndGetToken(app, origin, 'ana.versoes@exemplo.com');
      bruno = await signUpAndGetToken(app, origin, 'bruno.versoes@exemplo.com');
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      await drop();
    });

    describe('confirm only what is current', () => {
      it('a change after the preview makes it stale: confirming it answers 409 and stores nothing; the new document confirms', async () => {
        const { id, document: old } = await documentedWill(ana);

        const change = await say(ana, id, 'alterar desejos');
        expect(change.documentOutdated).toBe(true);
        const cleared = await call(ana, 'GET', `/chat?testamentId=${id}`);
        expect(cleared.json().testament.content).toEqual({});

        const stale = await confirm(ana, id, old);
        expect(stale.statusCode).toBe(409);
        expect(stale.json()).toMatchObject({
          success: false,
          code: 'CONFLICT',
          details: { documentOutdated: true },
        });
        expect(stale.json().error).toMatch(/desatualizado/);
        expect(await detail(ana, id)).toMatchObject({ status: 'draft', finalized_at: null });

        const current = await finishInterview(ana, id, 'Quero ser cremado.');
        expect(JSON.stringify(current)).toContain('Quero ser cremado.');
        expect((await confirm(ana, id, old)).statusCode).toBe(409);
        const confirmed = await confirm(ana, id, current);
        expect(confirmed.statusCode).toBe(200);
        const stored = await detail(ana, id);
        expect(stored).toMatchObject({ status: 'concluido' });
        expect(JSON.stringify(stored.content)).toContain('Quero ser cremado.');
      });

      it('a question after the preview changes nothing: the document stays current', async () => {
        const { id, document } = await documentedWill(ana);
        const question = await say(ana, id, 'o que é legítima?');
        expect(question.documentOutdated).toBeUndefined();
        expect((await confirm(ana, id, document)).statusCode).toBe(200);
      });

      it('confirms the server’s document, never the client’s copy, and recomputes derived values', async () => {
        const { id, document } = await documentedWill(ana);
        const tampered = structuredClone(document) as {
          derivados: { disponivelPercentual: number };
        };
        tampered.derivados.disponivelPercentual = 10;
        expect((await confirm(ana, id, tampered)).statusCode).toBe(409);
        expect(await detail(ana, id)).toMatchObject({ status: 'draft' });
        // Key order does not matter: the canonical hash is compared.
        const reordered = Object.fromEntries(Object.entries(document).reverse());
        expect((await confirm(ana, id, reordered)).statusCode).toBe(200);
        expect((await detail(ana, id)).content).toEqual(document);
      });

      it('another person cannot confirm it, even with the right document', async () => {
        const { id, document } = await documentedWill(ana);
        expect((await confirm(bruno, id, document)).statusCode).toBe(404);
        expect(await detail(ana, id)).toMatchObject({ status: 'draft' });
      });

      it('a will with no document yet cannot be confirmed', async () => {
        const id = await newWill(ana);
        const response = await confirm(ana, id, { testador: { nome: 'Ana' } });
        expect(response.statusCode).toBe(409);
      });
    });
  },
);
