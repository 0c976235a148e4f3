import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, setupMswServer } from '@/test/msw';
import { clearAccessToken, getAccessToken, TOKEN_REFRESH_MARGIN_MS } from './access-token';

const server = setupMswServer();
const NOW = new Date('2026-12-01T12:00:00Z').getTime();
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Answers /api/auth/token with the given tokens in turn, counting the calls. */
function serveTokens(...tokens: string[]) {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/auth/token', () => {
      const token = tokens[Math.min(calls.count, tokens.length - 1)];
      calls.count += 1;
      return HttpResponse.json({ token });
    }),
  );
  return calls;
}

describe('getAccessToken', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    clearAccessToken();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches the token once and serves it from memory afterwards', async () => {
    const token = fakeJwt(nowSeconds() + 15 * 60);
    const calls = serveTokens(token);
    expect(await getAccessToken()).toBe(token);
    expect(await getAccessToken()).toBe(token);
    vi.setSystemTime(NOW + 5 * 60_000);
    expect(await getAccessToken()).toBe(token);
    expect(calls.count).toBe(1);
  });

  it('fetches a new token once less than 90 s remain before it expires', async () => {
    const first = fakeJwt(nowSeconds() + 15 * 60);
    const second = fakeJwt(nowSeconds() + 30 * 60);
    const calls = serveTokens(first, second);
    expect(await getAccessToken()).toBe(first);
    // 91 s left: still good.
    vi.setSystemTime(NOW + 15 * 60_000 - TOKEN_REFRESH_MARGIN_MS - 1_000);
    expect(await getAccessToken()).toBe(first);
    expect(calls.count).toBe(1);
    // 89 s left: renewed.
    vi.setSystemTime(NOW + 15 * 60_000 - TOKEN_REFRESH_MARGIN_MS + 1_000);
    expect(await getAccessToken()).toBe(second);
    expect(calls.count).toBe(2);
    expect(TOKEN_REFRESH_MARGIN_MS).toBe(90_000);
  });

  it('refetches when asked to force a refresh, and after clearAccessToken', async () => {
    const calls = serveTokens(fakeJwt(nowSeconds() + 900), fakeJwt(nowSeconds() + 901));
    await getAccessToken();
    await getAccessToken({ forceRefresh: true });
    expect(calls.count).toBe(2);
    clearAccessToken();
    await getAccessToken();
    expect(calls.count).toBe(3);
  });

  it('lets concurrent callers share one request', async () => {
    const token = fakeJwt(nowSeconds() + 900);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let count = 0;
    server.use(
      http.get('*/api/auth/token', async () => {
        count += 1;
        await gate;
        return HttpResponse.json({ token });
      }),
    );
    const pending = [getAccessToken(), getAccessToken(), getAccessToken()];
    release();
    expect(await Promise.all(pending)).toEqual([token, token, token]);
    expect(count).toBe(1);
  });

  it('answers null when the server says 401 (signed out), and does not cache that', async () => {
    let status = 401;
    const token = fakeJwt(nowSeconds() + 900);
    server.use(
      http.get('*/api/auth/token', () =>
        status === 401
          ? HttpResponse.json({ error: 'Não autenticado' }, { status: 401 })
          : HttpResponse.json({ token }),
      ),
    );
    expect(await getAccessToken()).toBeNull();
    status = 200;
    expect(await getAccessToken()).toBe(token);
  });

  it('forgets a cached token when a later fetch answers 401', async () => {
    let status = 200;
    const token = fakeJwt(nowSeconds() + 900);
    server.use(
      http.get('*/api/auth/token', () =>
        status === 401 ? new HttpResponse(null, { status: 401 }) : HttpResponse.json({ token }),
      ),
    );
    expect(await getAccessToken()).toBe(token);
    status = 401;
    expect(await getAccessToken({ forceRefresh: true })).toBeNull();
    // Not served from memory any more.
    expect(await getAccessToken()).toBeNull();
  });
});
