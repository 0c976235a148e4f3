import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@/test/msw';

const server = setupMswServer();

/** A fresh copy of the providers (better-auth's client keeps its session in module state). */
async function renderApp() {
  const { AppProviders } = await import('./providers');
  // As in root-layout.tsx, the providers sit inside the (data) router.
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <AppProviders>
          <p>Conteúdo da página</p>
        </AppProviders>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('AppProviders', () => {
  beforeEach(() => {
    vi.resetModules();
    server.use(
      http.get('*/api/config', () => HttpResponse.json({ googleSignIn: false, analytics: null })),
    );
  });

  it('shows the full-page Authentication Error card when the server answers that auth is broken', async () => {
    server.use(
      http.get('*/api/auth/get-session', () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    await renderApp();
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Authentication Error');
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Não foi possível falar com o serviço de autenticação');
    // The hint on what to check.
    expect(card).toHaveTextContent('PUBLIC_URL');
    expect(card).toHaveTextContent('BETTER_AUTH_SECRET');
    expect(card).toHaveTextContent('GOOGLE_CLIENT_ID');
    expect(screen.queryByText('Conteúdo da página')).not.toBeInTheDocument();
  });

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['a gateway says the server is away', () => new HttpResponse(null, { status: 502 })],
  ])(
    'when %s, shows a Portuguese card whose "Tentar de novo" recovers once the server answers',
    async (_case, respond) => {
      let reachable = false;
      server.use(
        http.get('*/api/auth/get-session', () => (reachable ? HttpResponse.json(null) : respond())),
      );
      await renderApp();
      const card = await screen.findByRole('alert');
      expect(card).toHaveTextContent('Sem conexão com o Legado');
      expect(card).not.toHaveTextContent('Authentication Error');
      expect(card).not.toHaveTextContent('BETTER_AUTH_SECRET');

      reachable = true;
      await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
      expect(await screen.findByText('Conteúdo da página')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('reads the session again when the browser is back online', async () => {
    let reachable = false;
    server.use(
      http.get('*/api/auth/get-session', () =>
        reachable ? HttpResponse.json(null) : HttpResponse.error(),
      ),
    );
    await renderApp();
    expect(await screen.findByText('Sem conexão com o Legado')).toBeInTheDocument();
    reachable = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Conteúdo da página')).toBeInTheDocument();
  });

  it('shows the page when the session loads, signed in or not', async () => {
    server.use(http.get('*/api/auth/get-session', () => HttpResponse.json(null)));
    await renderApp();
    expect(await screen.findByText('Conteúdo da página')).toBeInTheDocument();
    expect(screen.queryByText('Authentication Error')).not.toBeInTheDocument();
  });
});
