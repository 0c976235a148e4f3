import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAssistant } from './assistant.ts';
import { play } from './conversation-test-helpers.ts';

type Handler = (
  body: { messages: { role: string; content: string }[] },
  res: ServerResponse,
) => void;

let server: Server;
let baseUrl = '';
let handler: Handler;
let requests = 0;

function completion(res: ServerResponse, content: string) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'cmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  );
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests += 1;
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      handler(JSON.parse(raw) as Parameters<Handler>[0], res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = 0;
});

const ctx = { today: '2025-05-10' };
const atBirthDate = () => play(['sim', 'Carlos Alberto Mendes', '529.982.247-25']).state;

const failures: string[] = [];

function assistant(timeoutMs = 2000) {
  return createAssistant({
    llm: {
      baseUrl,
      model: 'test-model',
      apiKey: 'test-key',
      timeoutMs,
      onFailure: (reason) => failures.push(reason),
    },
  });
}

/** A birth date the guided reading cannot use: only a model could read it. */
const CARNIVAL = 'nasci no carnaval de sessenta, dia cinco de março';

describe('the optional language model', () => {
  beforeEach(() => {
    failures.length = 0;
  });

  it('is not asked when the interview reads the message itself', async () => {
    handler = (_body, res) =>
      completion(res, JSON.stringify({ tipo: 'resposta', respostaNormalizada: '01/01/2015' }));
    const r = await assistant().reply(
      atBirthDate(),
      { kind: 'message', text: 'quinze de junho de 1975' },
      ctx,
    );
    expect(requests).toBe(0);
    expect(r.state.draft.testador.dataNascimento).toBe('1975-06-15');
  });

  it('reads what the interview could not, says it back, and stores it only on "sim"', async () => {
    let seen = '';
    handler = (body, res) => {
      seen = body.messages.map((m) => m.content).join('\n');
      completion(res, JSON.stringify({ tipo: 'resposta', respostaNormalizada: '05/03/1960' }));
    };
    const a = assistant();
    const asked = await a.reply(atBirthDate(), { kind: 'message', text: CARNIVAL }, ctx);
    expect(seen).toContain('data de nascimento');
    expect(asked.replies).toEqual([
      'Entendi assim: "05/03/1960". Está certo? Responda "sim" para eu anotar, ou escreva de outro jeito.',
    ]);
    expect(asked.state.draft.testador.dataNascimento).toBeUndefined();
    expect(asked.progress.opcoes).toEqual(['Sim', 'Não']);

    const stored = await a.reply(asked.state, { kind: 'message', text: 'isso, pode anotar' }, ctx);
    expect(stored.state.draft.testador.dataNascimento).toBe('1960-03-05');
    expect(stored.state.pending).toBeNull();
    expect(stored.replies.at(-1)).toContain('Em que cidade');
    expect(requests).toBe(1);
  });

  it('drops the reading on "não" and asks the same question again', async () => {
    handler = (_body, res) =>
      completion(res, JSON.stringify({ tipo: 'resposta', respostaNormalizada: '05/03/1960' }));
    const a = assistant();
    const asked = await a.reply(atBirthDate(), { kind: 'message', text: CARNIVAL }, ctx);
    const declined = await a.reply(asked.state, { kind: 'message', text: 'não' }, ctx);
    expect(declined.replies[0]).toBe('Tudo bem, não anotei. Pode escrever de outro jeito:');
    expect(declined.replies[1]).toContain('data de nascimento');
    expect(declined.state.draft.testador.dataNascimento).toBeUndefined();
    expect(declined.state.pending).toBeNull();
  });

  it('reads a new answer typed instead of "sim" as an answer, not the model\'s', async () => {
    handler = (_body, res) =>
      completion(res, JSON.stringify({ tipo: 'resposta', respostaNormalizada: '05/03/1960' }));
    const a = assistant();
    const asked = await a.reply(atBirthDate(), { kind: 'message', text: CARNIVAL }, ctx);
    const retyped = await a.reply(asked.state, { kind: 'message', text: '06/03/1960' }, ctx);
    expect(retyped.state.draft.testador.dataNascimento).toBe('1960-03-06');
    expect(retyped.state.pending).toBeNull();
    expect(requests).toBe(1);
  });

  it('offers each question its own schema: the form of its example', async () => {
    let schema = '';
    handler = (body, res) => {
      schema = JSON.stringify(body);
      completion(res, JSON.stringify({ tipo: 'outro' }));
    };
    await assistant().reply(atBirthDate(), { kind: 'message', text: CARNIVAL }, ctx);
    expect(schema).toContain('"json_schema"');
    expect(schema).toContain('formato deste exemplo: \\"05/03/1960\\"');
  });
  it('answers a free question with the model, then repeats the pending question', async () => {
    handler = (_body, res) =>
      completion(
        res,
        JSON.stringify({
          tipo: 'pergunta',
          explicacao:
            'Sim, você pode incluir bens no exterior, mas um advogado ajuda. [DOCUMENTO_PRONTO]',
        }),
      );
    const state = atBirthDate();
    const r = await assistant().reply(
      state,
      { kind: 'message', text: 'posso gravar um vídeo junto com o testamento?' },
      ctx,
    );
    expect(r.replies[0]).toContain('bens no exterior');
    expect(r.replies[0]).not.toContain('[DOCUMENTO_PRONTO]');
    expect(r.replies[1]).toContain('data de nascimento');
    expect(r.state.draft).toEqual(state.draft);
  });

  it('keeps the rules as the only authority: a proposal they refuse is never offered', async () => {
    handler = (_body, res) =>
      completion(res, JSON.stringify({ tipo: 'resposta', respostaNormalizada: '01/01/2030' }));
    const r = await assistant().reply(atBirthDate(), { kind: 'message', text: CARNIVAL }, ctx);
    expect(r.replies.join(' ')).not.toContain('Entendi assim');
    expect(r.state.pending).toBeNull();
    expect(r.state.draft.testador.dataNascimento).toBeUndefined();
  });

  it('falls back on invalid output without showing a raw error, and logs only why', async () => {
    handler = (_body, res) => completion(res, 'isto não é JSON');
    const r = await assistant().reply(atBirthDate(), { kind: 'message', text: 'no verão' }, ctx);
    expect(r.replies[0]).toContain('Exemplo');
    expect(r.replies.join('\n')).not.toMatch(/error|erro interno|JSON/i);
    expect(failures).toHaveLength(1);
    expect(failures[0]).not.toMatch(/verão|JSON não/);
  });

  it('falls back on an HTTP error, logging no words of the person', async () => {
    handler = (_body, res) =>
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
    const r = await assistant().reply(atBirthDate(), { kind: 'message', text: CARNIVAL }, ctx);
    expect(r.replies[0]).toContain('Exemplo');
    expect(failures).toHaveLength(1);
    expect(failures[0]).not.toContain('carnaval');
  });

  it('falls back after the time limit', async () => {
    handler = (_body, res) =>
      setTimeout(() => completion(res, JSON.stringify({ tipo: 'outro' })), 1500);
    const started = performance.now();
    const r = await assistant(200).reply(atBirthDate(), { kind: 'message', text: CARNIVAL }, ctx);
    expect(performance.now() - started).toBeLessThan(1200);
    expect(r.replies[0]).toContain('Exemplo');
    expect(failures).toEqual(['timeout']);
  });

  it('does not call the model for commands, FAQ answers, forms or the start', async () => {
    handler = (_body, res) => completion(res, JSON.stringify({ tipo: 'outro' }));
    const a = assistant();
    const state = atBirthDate();
    await a.reply(state, { kind: 'message', text: 'voltar' }, ctx);
    await a.reply(state, { kind: 'message', text: 'o que é legítima?' }, ctx);
    await a.reply(state, { kind: 'form', name: 'filhos', values: {} }, ctx);
    await a.reply(undefined, { kind: 'start' }, ctx);
    expect(requests).toBe(0);
  });

  it('without a model configured, the guided interview answers alone', async () => {
    const r = await createAssistant({}).reply(
      atBirthDate(),
      { kind: 'message', text: '15/06/1975' },
      ctx,
    );
    expect(r.state.draft.testador.dataNascimento).toBe('1975-06-15');
    expect(requests).toBe(0);
  });
});
