import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maria, sessionOf } from '@/test/auth-session';
import { setupMswServer } from '@/test/msw';

const server = setupMswServer();

/** A tiny fake of the server's session: sign-in/up/out change what get-session answers. */
function fakeAuthServer(initial: ReturnType<typeof sessionOf> | null) {
  const state = { current: initial, requests: [] as Array<{ path: string; body: unknown }> };
  const record = async (request: Request) => {
    const body: unknown = request.method === 'POST' ? await request.json() : undefined;
    state.requests.push({ path: new URL(request.url).pathname, body });
    return body as Record<string, string>;
  };
  server.use(
    http.get('*/api/auth/get-session', async ({ request }) => {
      await record(request);
      return HttpResponse.json(state.current);
    }),
    http.post('*/api/auth/sign-in/email', async ({ request }) => {
      const body = await record(request);
      state.current = sessionOf({ ...maria, email: body.email! });
      return HttpResponse.json({ redirect: false, token: 'opaque', user: state.current.user });
    }),
    http.post('*/api/auth/sign-out', async ({ request }) => {
      await record(request);
      state.current = null;
      return HttpResponse.json({ success: true });
    }),
  );
  return state;
}

/** A fresh copy of the auth module (better-auth's client keeps its session in module state). */
async function renderAuth() {
  const { AuthProvider, useAuth } = await import('./auth-context');
  return renderHook(() => useAuth(), { wrapper: AuthProvider });
}

describe('AuthProvider', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the session at start and exposes the user', async () => {
    fakeAuthServer(sessionOf(maria));
    const { result } = await renderAuth();
    expect(result.current.isLoading).toBe(true);
    expect(result.current.user).toBeNull();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual({
      id: 'user-1',
      email: 'maria@exemplo.com',
      name: 'Maria José',
    });
    expect(result.current.session?.id).toBe('session-1');
    expect(result.current.session?.expiresAt).toEqual(new Date('2027-12-01T10:00:00.000Z'));
    expect(result.current.error).toBeNull();
  });

  it('has no user and no error when nobody is signed in', async () => {
    fakeAuthServer(null);
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.session).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('reports a connection failure, not a broken service, when get-session is not reached', async () => {
    server.use(http.get('*/api/auth/get-session', () => HttpResponse.error()));
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.connectionFailed).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it('reports the auth service as unavailable when get-session answers with an error', async () => {
    server.use(
      http.get('*/api/auth/get-session', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.connectionFailed).toBe(false);
    expect(result.current.error).toMatch(/^Não foi possível falar com o serviço de autenticação/);
  });

  it('signs in with the same password when sign-up returns no session', async () => {
    const auth = fakeAuthServer(null);
    server.use(
      http.post('*/api/auth/sign-up/email', async ({ request }) => {
        auth.requests.push({ path: '/api/auth/sign-up/email', body: await request.json() });
        return HttpResponse.json({ token: null, user: { ...maria, email: 'nova@exemplo.com' } });
      }),
    );
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    let outcome: Awaited<ReturnType<typeof result.current.signUp>> | undefined;
    await act(async () => {
      outcome = await result.current.signUp({
        name: 'Nova Pessoa',
        email: 'nova@exemplo.com',
        password: 'girassol-azul-42',
      });
    });
    expect(outcome).toEqual({ error: null });
    const posts = auth.requests.filter((r) => r.body !== undefined);
    expect(posts.map((r) => r.path)).toEqual([
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
    ]);
    expect(posts[1]!.body).toMatchObject({
      email: 'nova@exemplo.com',
      password: 'girassol-azul-42',
    });
    await waitFor(() => expect(result.current.user?.email).toBe('nova@exemplo.com'));
  });

  it('asks to confirm the e-mail when the sign-in after sign-up is refused', async () => {
    const auth = fakeAuthServer(null);
    server.use(
      http.post('*/api/auth/sign-up/email', async ({ request }) => {
        auth.requests.push({ path: '/api/auth/sign-up/email', body: await request.json() });
        return HttpResponse.json({ token: null, user: { ...maria, email: 'nova@exemplo.com' } });
      }),
      // Until the address is confirmed, the server answers as to a wrong password.
      http.post('*/api/auth/sign-in/email', () =>
        HttpResponse.json(
          { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'E-mail ou senha incorretos.' },
          { status: 401 },
        ),
      ),
    );
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let outcome: Awaited<ReturnType<typeof result.current.signUp>> | undefined;
    await act(async () => {
      outcome = await result.current.signUp({
        name: 'Nova Pessoa',
        email: 'nova@exemplo.com',
        password: 'girassol-azul-42',
      });
    });
    expect(outcome).toEqual({ error: null, confirmEmail: true });
    const signUpRequest = auth.requests.find((r) => r.path === '/api/auth/sign-up/email');
    expect(signUpRequest?.body).toMatchObject({ callbackURL: '/chat' });
    expect(result.current.user).toBeNull();
  });

  it('does not sign in again when sign-up already returned a session', async () => {
    const auth = fakeAuthServer(null);
    server.use(
      http.post('*/api/auth/sign-up/email', () => {
        auth.current = sessionOf(maria);
        return HttpResponse.json({ token: 'opaque', user: maria });
      }),
    );
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(async () => {
      await result.current.signUp({
        name: 'Maria',
        email: maria.email,
        password: 'girassol-azul-42',
      });
    });
    expect(auth.requests.some((r) => r.path === '/api/auth/sign-in/email')).toBe(false);
    await waitFor(() => expect(result.current.user?.id).toBe('user-1'));
  });

  it('turns a sign-up that throws into an UNEXPECTED_ERROR failure', async () => {
    fakeAuthServer(null);
    server.use(http.post('*/api/auth/sign-up/email', () => HttpResponse.error()));
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let outcome: Awaited<ReturnType<typeof result.current.signUp>> | undefined;
    await act(async () => {
      outcome = await result.current.signUp({
        name: 'Maria',
        email: maria.email,
        password: 'girassol-azul-42',
      });
    });
    expect(outcome?.error?.code).toBe('UNEXPECTED_ERROR');
    expect(outcome?.error?.message).toMatch(/^Erro inesperado: ./);
    expect(result.current.user).toBeNull();
  });

  it("passes the server's WEAK_PASSWORD reasons through as error.reasons", async () => {
    fakeAuthServer(null);
    const reasons = ['Use pelo menos 8 caracteres.', 'Misture letras e números.'];
    server.use(
      http.post('*/api/auth/sign-up/email', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'Escolha uma senha mais forte.',
            message: 'Escolha uma senha mais forte.',
            code: 'WEAK_PASSWORD',
            details: { reasons },
          },
          { status: 400 },
        ),
      ),
    );
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let outcome: Awaited<ReturnType<typeof result.current.signUp>> | undefined;
    await act(async () => {
      outcome = await result.current.signUp({ name: 'Maria', email: maria.email, password: 'abc' });
    });
    expect(outcome).toEqual({
      error: { message: 'Escolha uma senha mais forte.', code: 'WEAK_PASSWORD', reasons },
    });
  });

  it('returns the Portuguese server message when sign-in is refused', async () => {
    fakeAuthServer(null);
    server.use(
      http.post('*/api/auth/sign-in/email', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'E-mail ou senha incorretos.',
            message: 'E-mail ou senha incorretos.',
            code: 'INVALID_EMAIL_OR_PASSWORD',
          },
          { status: 401 },
        ),
      ),
    );
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let outcome: Awaited<ReturnType<typeof result.current.signIn>> | undefined;
    await act(async () => {
      outcome = await result.current.signIn({ email: maria.email, password: 'errada-123' });
    });
    expect(outcome).toEqual({
      error: { message: 'E-mail ou senha incorretos.', code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
    expect(result.current.user).toBeNull();
  });

  it('signOut clears the user and the session', async () => {
    const auth = fakeAuthServer(sessionOf(maria));
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.user?.id).toBe('user-1'));
    await act(async () => {
      await result.current.signOut();
    });
    expect(auth.requests.some((r) => r.path === '/api/auth/sign-out')).toBe(true);
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.session).toBeNull();
  });

  it('starts Google sign-in through the social endpoint with provider google', async () => {
    fakeAuthServer(null);
    let body: unknown;
    server.use(
      http.post('*/api/auth/sign-in/social', async ({ request }) => {
        body = await request.json();
        // No URL back: the button must report a failure instead of navigating.
        return HttpResponse.json({ redirect: false });
      }),
    );
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let outcome: Awaited<ReturnType<typeof result.current.signInWithGoogle>> | undefined;
    await act(async () => {
      outcome = await result.current.signInWithGoogle();
    });
    expect(body).toEqual({
      provider: 'google',
      callbackURL: '/auth/callback',
      errorCallbackURL: '/login?erro=google',
    });
    expect(outcome?.error?.message).toBe(
      'Não foi possível entrar com o Google agora. Tente de novo ou use e-mail e senha.',
    );
  });
});
