import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { apiCall, signUpAndGetToken } from './auth-helpers.ts';
import { createTestApp, type LogCapture } from './test-app.ts';
import { databaseTargets } from './test-database.ts';

const origin = 'http://localhost:3999';

/**
 * The app with LLM_* pointing at a real OpenAI-compatible endpoint that fails: the interview goes
 * on by itself, and the log says why the model failed without a word the person typed.
 */
describe('the optional language model behind the app', () => {
  const target = databaseTargets[0]!;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let logs: LogCapture;
  let endpoint: Server;
  let asked = 0;
  let person: { token: string; userId: string };

  beforeAll(async () => {
    endpoint = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        asked += 1;
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const port = (endpoint.address() as AddressInfo).port;
    ({ database, drop } = await target.open());
    ({ app, logs } = await createTestApp(database, {
      env: {
        PUBLIC_URL: origin,
        LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
        LLM_MODEL: 'test-model',
      },
    }));
    person = await signUpAndGetToken(app, origin, 'modelo.falha@exemplo.com');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    endpoint.closeAllConnections();
    await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  });

  it('asks the model only for what the interview could not read, and logs no personal data', async () => {
    const created = await apiCall(app, person, 'POST', '/testaments', {
      user_id: person.userId,
      status: 'draft',
      content: {},
    });
    const testamentId = created.json<{ testament: { id: string } }>().testament.id;
    await apiCall(app, person, 'POST', '/chat/init', { testamentId, new: true });

    const understood = await apiCall(app, person, 'POST', '/chat', {
      testamentId,
      message: 'sim, é pra mim mesma',
    });
    expect(understood.statusCode).toBe(200);
    expect(asked).toBe(0);

    const secret = 'meu nome todo eu conto depois, é Quitéria Albuquerque';
    const refused = await apiCall(app, person, 'POST', '/chat', {
      testamentId,
      message: `hmm ${secret}?? talvez`,
    });
    expect(refused.statusCode).toBe(200);
    expect(asked).toBe(1);
    expect(logs.text).toContain('the language model could not read a turn');
    expect(logs.text).not.toContain('Quitéria');
    expect(logs.text).not.toContain('Albuquerque');
  });
});
