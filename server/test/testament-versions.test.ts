import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { apiCall, signUpAndGetToken } from './auth-helpers.ts';
import {
  StoryPlayer,
  TYPICAL_ONE_AT_A_TIME,
  TYPICAL_TESTATOR,
} from '../src/features/assistant/eval/fixtures.ts';
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

describe.each(databaseTargets)('new versions, deleting and signing on $name', (target) => {
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
  const finishInterview = async (who: Person, id: string): Promise<Json> => {
    let turn: Turn | undefined;
    for (let step = 0; step < 20 && !turn?.hasJson; step += 1) {
      const atReview = turn?.progress && turn.progress.etapa === turn.progress.totalEtapas;
      const asksAcknowledgement = turn?.replies.some((reply) => reply.content.includes('"ciente"'));
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

  const concludedWill = async (who: Person) => {
    const will = await documentedWill(who);
    expect((await confirm(who, will.id, will.document)).statusCode).toBe(200);
    return will;
  };

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

  describe('new version', () => {
    it('carries every answer of the concluded will, opens at the review, revokes earlier wills and marks the old one replaced once concluded', async () => {
      const old = await concludedWill(ana);

      const created = await call(ana, 'POST', `/testaments/${old.id}/new-version`);
      expect(created.statusCode).toBe(201);
      const id = created.json<{ testament: { id: string; status: string } }>().testament.id;
      expect(created.json().testament.status).toBe('draft');
      // Asking again opens the same draft.
      const again = await call(ana, 'POST', `/testaments/${old.id}/new-version`);
      expect(again.statusCode).toBe(200);
      expect(again.json().testament.id).toBe(id);

      const init = await call(ana, 'POST', '/chat/init', { testamentId: id, new: true });
      expect(init.json().progress).toMatchObject({ etapa: 10, totalEtapas: 10 });
      expect(init.json().message.content).toContain(TYPICAL_TESTATOR);
      const listed = (await call(ana, 'GET', '/testaments')).json().testaments as Json[];
      expect(listed.find((will) => will.id === id)).toMatchObject({
        status: 'draft',
        progress: { revisao: true },
        replaces: { id: old.id },
        testator_name: TYPICAL_TESTATOR,
      });
      expect(listed.find((will) => will.id === old.id)).toMatchObject({
        status: 'concluido',
        replaced_by: null,
      });

      const document = await finishInterview(ana, id);
      expect(document).toMatchObject({
        testador: (old.document as { testador: Json }).testador,
        disposicoes: (old.document as { disposicoes: Json }).disposicoes,
        familia: { testamentosAnteriores: true },
        revogacao: { tipo: 'total' },
      });
      expect((await confirm(ana, id, document)).statusCode).toBe(200);

      expect(await detail(ana, old.id)).toMatchObject({
        status: 'concluido',
        replaced_by: { id },
        content: old.document,
      });
      const replacedAgain = await call(ana, 'POST', `/testaments/${old.id}/new-version`);
      expect(replacedAgain.statusCode).toBe(409);
      expect(replacedAgain.json().error).toMatch(/substituído/);
    });

    it('is refused for a draft (409) and for another person’s will (404)', async () => {
      const draft = await newWill(ana);
      expect((await call(ana, 'POST', `/testaments/${draft}/new-version`)).statusCode).toBe(409);
      const concluded = await concludedWill(ana);
      const foreign = await call(bruno, 'POST', `/testaments/${concluded.id}/new-version`);
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('Meus testamentos', () => {
    it('shows the testator’s name once answered, the stage reached and whether anything was answered', async () => {
      const id = await newWill(bruno);
      const before = (await call(bruno, 'GET', '/testaments')).json().testaments as Json[];
      expect(before.find((will) => will.id === id)).toMatchObject({
        answered: false,
        testator_name: null,
        progress: { etapa: 1, revisao: false },
      });
      await new StoryPlayer(TYPICAL_ONE_AT_A_TIME).play(
        (text) => say(bruno, id, text),
        'estado_civil',
      );
      const after = (await call(bruno, 'GET', '/testaments')).json().testaments as Json[];
      expect(after.find((will) => will.id === id)).toMatchObject({
        answered: true,
        testator_name: TYPICAL_TESTATOR,
        title: `Testamento de ${TYPICAL_TESTATOR}`,
        progress: { etapa: 3, totalEtapas: 10, revisao: false },
        forma: null,
      });
    });

    it('deletes a draft with its conversation; a concluded will and another person’s will are refused', async () => {
      const id = await newWill(bruno);
      expect((await call(ana, 'DELETE', `/testaments/${id}`)).statusCode).toBe(404);
      const deleted = await call(bruno, 'DELETE', `/testaments/${id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ success: true });
      expect((await call(bruno, 'GET', `/testaments/${id}`)).statusCode).toBe(404);
      expect((await call(bruno, 'GET', `/chat?testamentId=${id}`)).statusCode).toBe(404);

      const concluded = await concludedWill(bruno);
      const refused = await call(bruno, 'DELETE', `/testaments/${concluded.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/não pode ser excluído/);
      expect(await detail(bruno, concluded.id)).toMatchObject({ status: 'concluido' });
    });
  });

  describe('Já assinei', () => {
    it('records when a concluded testamento particular was signed, by which witnesses, and where it is kept, leaving its content as it was', async () => {
      const will = await concludedWill(ana);
      const before = await detail(ana, will.id);
      expect(before).toMatchObject({ forma: 'particular', signing: null });
      const witnesses = (will.document as { formalidades: { testemunhaIds: string[] } })
        .formalidades.testemunhaIds;
      const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);

      const recorded = await call(ana, 'PUT', `/testaments/${will.id}/signing`, {
        signed_on: today,
        witness_ids: witnesses,
        original_location: '  Cofre do escritório, pasta azul  ',
      });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const after = await detail(ana, will.id);
      expect(after.signing).toMatchObject({
        signed_on: today,
        witness_ids: witnesses,
        original_location: 'Cofre do escritório, pasta azul',
      });
      expect(after.content).toEqual(before.content);
      expect(after.content_sha256).toBe(before.content_sha256);

      const unknown = await call(ana, 'PUT', `/testaments/${will.id}/signing`, {
        signed_on: today,
        witness_ids: ['p99'],
        original_location: 'Gaveta',
      });
      expect(unknown.statusCode).toBe(422);
      const future = await call(ana, 'PUT', `/testaments/${will.id}/signing`, {
        signed_on: '2999-01-01',
        witness_ids: witnesses,
        original_location: 'Gaveta',
      });
      expect(future.statusCode).toBe(422);
      const hidden = await call(ana, 'PUT', `/testaments/${will.id}/signing`, {
        signed_on: today,
        witness_ids: witnesses,
        original_location: 'Gaveta\u202e',
      });
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().code).toBe('VALIDATION_ERROR');
      const foreign = await call(bruno, 'PUT', `/testaments/${will.id}/signing`, {
        signed_on: today,
        witness_ids: witnesses,
        original_location: 'Gaveta',
      });
      expect(foreign.statusCode).toBe(404);
    });

    it('is refused for a draft', async () => {
      const id = await newWill(ana);
      const response = await call(ana, 'PUT', `/testaments/${id}/signing`, {
        signed_on: '2026-01-10',
        witness_ids: [],
        original_location: 'Gaveta',
      });
      expect(response.statusCode).toBe(409);
    });
  });
});
