import { AxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, setupMswServer } from '@/test/msw';
import { clearAccessToken } from './access-token';
import { api, API_TIMEOUT_MS, apiErrorMessage } from './api-client';

const server = setupMswServer();
const inFifteenMinutes = () => Math.floor(Date.now() / 1000) + 15 * 60;

/** Serves /api/auth/token: a new token on every call (token-1, token-2, …), counted. */
function serveFreshTokens() {
  const issued: string[] = [];
  server.use(
    http.get('*/api/auth/token', () => {
      const token = fakeJwt(inFifteenMinutes(), { n: issued.length + 1 });
      issued.push(token);
      return HttpResponse.json({ token });
    }),
  );
  return issued;
}

describe('api client', () => {
  beforeEach(() => {
    clearAccessToken();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is configured for /api/v1, JSON and a 30000 ms timeout', () => {
    expect(api.defaults.baseURL).toBe('/api/v1');
    expect(api.defaults.timeout).toBe(30_000);
    expect(API_TIMEOUT_MS).toBe(30_000);
    expect(api.defaults.headers['Content-Type']).toBe('application/json');
  });

  it('calls /api/v1 with the session token as a Bearer header and sends JSON', async () => {
    const token = fakeJwt(inFifteenMinutes());
    server.use(http.get('*/api/auth/token', () => HttpResponse.json({ token })));
    let seen: { authorization: string | null; contentType: string | null; body: unknown } | null =
      null;
    server.use(
      http.post('*/api/v1/eco', async ({ request }) => {
        seen = {
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    const response = await api.post('/eco', { nome: 'Maria' });
    expect(response.data).toEqual({ ok: true });
    expect(seen).toEqual({
      authorization: `Bearer ${token}`,
      contentType: expect.stringContaining('application/json') as unknown,
      body: { nome: 'Maria' },
    });
  });

  it('sends no Authorization header when signed out', async () => {
    server.use(http.get('*/api/auth/token', () => new HttpResponse(null, { status: 401 })));
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/api/v1/health', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await api.get('/health');
    expect(authorization).toBeNull();
  });

  it('after a 401 renews the token and retries the call once with the new one', async () => {
    const issued = serveFreshTokens();
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/api/v1/me', ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        return authorization === `Bearer ${issued[0]}`
          ? HttpResponse.json({ error: 'Token expirado' }, { status: 401 })
          : HttpResponse.json({ success: true, user: { id: 'u1', email: 'ana@exemplo.com' } });
      }),
    );
    const response = await api.get('/me');
    expect(response.status).toBe(200);
    expect(issued).toHaveLength(2);
    expect(seen).toEqual([`Bearer ${issued[0]}`, `Bearer ${issued[1]}`]);
    expect(console.warn).toHaveBeenCalledWith('API: token de acesso inválido ou expirado');
  });

  it('retries only once: a second 401 reaches the caller', async () => {
    const issued = serveFreshTokens();
    let calls = 0;
    server.use(
      http.get('*/api/v1/me', () => {
        calls += 1;
        return HttpResponse.json({ error: 'Sessão inválida.' }, { status: 401 });
      }),
    );
    const failure = await api.get('/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AxiosError);
    expect((failure as AxiosError).response?.status).toBe(401);
    expect(calls).toBe(2);
    expect(issued).toHaveLength(2);
  });

  it('does not retry when no new token can be had (signed out meanwhile)', async () => {
    let tokenCalls = 0;
    server.use(
      http.get('*/api/auth/token', () => {
        tokenCalls += 1;
        return tokenCalls === 1
          ? HttpResponse.json({ token: fakeJwt(inFifteenMinutes()) })
          : new HttpResponse(null, { status: 401 });
      }),
    );
    let calls = 0;
    server.use(
      http.get('*/api/v1/me', () => {
        calls += 1;
        return HttpResponse.json({ error: 'Sessão inválida.' }, { status: 401 });
      }),
    );
    await expect(api.get('/me')).rejects.toBeInstanceOf(AxiosError);
    expect(calls).toBe(1);
    expect(tokenCalls).toBe(2);
  });

  it('does not retry other errors', async () => {
    serveFreshTokens();
    let calls = 0;
    server.use(
      http.get('*/api/v1/me', () => {
        calls += 1;
        return HttpResponse.json({ error: 'Falhou.' }, { status: 500 });
      }),
    );
    await expect(api.get('/me')).rejects.toBeInstanceOf(AxiosError);
    expect(calls).toBe(1);
  });
});

describe('apiErrorMessage', () => {
  beforeEach(() => {
    clearAccessToken();
    server.use(
      http.get('*/api/auth/token', () => HttpResponse.json({ token: fakeJwt(inFifteenMinutes()) })),
    );
  });

  const failureOf = async (respond: () => Response | Promise<Response>) => {
    server.use(http.get('*/api/v1/coisa', respond));
    return api.get('/coisa').catch((error: unknown) => error);
  };

  it("prefers the server's `error` text over its `message` and the fallback", async () => {
    const failure = await failureOf(() =>
      HttpResponse.json(
        { success: false, error: 'Testamento não encontrado.', message: 'not found' },
        { status: 404 },
      ),
    );
    expect(apiErrorMessage(failure, 'Algo deu errado.')).toBe('Testamento não encontrado.');
  });

  it('uses `message` when there is no `error`', async () => {
    const failure = await failureOf(() =>
      HttpResponse.json({ message: 'Mensagem do servidor.' }, { status: 400 }),
    );
    expect(apiErrorMessage(failure, 'Algo deu errado.')).toBe('Mensagem do servidor.');
  });

  it('falls back when the body says nothing useful', async () => {
    const failure = await failureOf(() => HttpResponse.json({ error: '' }, { status: 500 }));
    expect(apiErrorMessage(failure, 'Algo deu errado.')).toBe('Algo deu errado.');
    expect(apiErrorMessage(new Error('boom'), 'Algo deu errado.')).toBe('Algo deu errado.');
  });

  it('explains a network failure and a timeout in Portuguese', async () => {
    const offline = await failureOf(() => HttpResponse.error());
    expect(apiErrorMessage(offline, 'x')).toBe(
      'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
    );
    // MSW's XMLHttpRequest stand-in does not fire timeouts, so build the error axios raises.
    const timeout = new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED);
    expect(apiErrorMessage(timeout, 'x')).toBe(
      'O servidor demorou demais para responder. Tente de novo.',
    );
  });
});
