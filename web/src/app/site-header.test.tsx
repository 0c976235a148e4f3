import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { flushSync } from 'react-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { maria, sessionOf } from '@/test/auth-session';
import { setupMswServer } from '@/test/msw';

const server = setupMswServer();

const signedIn = sessionOf(maria);

/**
 * The app's header over a page that, like /chat?id=…, sends a signed-out visitor to /login, with
 * a fresh auth module (better-auth's client keeps its session in module state) and so a fresh
 * router module too: the header's hooks and the provider must share one router context. The
 * provider gets ReactDOM's flushSync as `react-router/dom`'s does in main.tsx (that entry is
 * CommonJS under Vitest and would load a second copy of the router).
 */
async function renderSignedInPage() {
  const { createMemoryRouter, Navigate, Outlet, RouterProvider } = await import('react-router');
  const { AuthProvider, useAuth } = await import('@/features/auth/auth-context');
  const { SiteHeader } = await import('./site-header');
  function SignedInOnlyPage() {
    const { user, isLoading } = useAuth();
    if (!isLoading && !user) return <Navigate to="/login?redirect=%2Fchat%3Fid%3D1" replace />;
    return <p>Conversa</p>;
  }
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <SiteHeader />
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: '/', element: <p>Página inicial</p> },
          { path: '/chat', element: <SignedInOnlyPage /> },
          { path: '/login', element: <p>Entrar na conta</p> },
        ],
      },
    ],
    { initialEntries: ['/chat?id=1'] },
  );
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname));
  render(
    <RouterProvider
      router={router}
      flushSync={(fn) => {
        flushSync(fn);
      }}
    />,
  );
  return { router, visited };
}

describe('SiteHeader', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('"Sair" on a signed-in-only page ends the session and lands on the home page, not /login', async () => {
    let session: ReturnType<typeof sessionOf> | null = signedIn;
    let signedOut = false;
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(session)),
      http.post('*/api/auth/sign-out', () => {
        session = null;
        signedOut = true;
        return HttpResponse.json({ success: true });
      }),
    );
    const { router, visited } = await renderSignedInPage();
    expect(await screen.findByText('Conversa')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));

    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(signedOut).toBe(true);
    expect(screen.getByText('Página inicial')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(visited).not.toContain('/login');
  });
});
