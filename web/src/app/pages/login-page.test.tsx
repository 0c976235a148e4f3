import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@/test/msw';

const server = setupMswServer();

/** Serves a signed-out session and this public configuration; counts sign-in attempts. */
function serve(config: { googleSignIn: boolean }) {
  const signInAttempts: unknown[] = [];
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(null)),
    http.get('*/api/config', () => HttpResponse.json({ ...config, analytics: null })),
    http.post('*/api/auth/sign-in/email', async ({ request }) => {
      signInAttempts.push(await request.json());
      return HttpResponse.json({ message: 'E-mail ou senha incorretos.' }, { status: 401 });
    }),
  );
  return { signInAttempts };
}

async function renderLogin(path = '/login') {
  const { AuthProvider } = await import('@/features/auth/auth-context');
  const { LoginPage } = await import('./login-page');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/chat" element={<p>Página do chat</p>} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const configLoaded = () =>
    waitFor(() => expect(queryClient.getQueryState(['public-config'])?.status).toBe('success'));
  return { configLoaded };
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('shows inline errors for an empty submit and sends nothing', async () => {
    const { signInAttempts } = serve({ googleSignIn: false });
    await renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Informe seu e-mail.');
    expect(signInAttempts).toEqual([]);
  });

  it('explains a malformed e-mail before calling the server', async () => {
    const { signInAttempts } = serve({ googleSignIn: false });
    await renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'maria-arroba-exemplo');
    await user.type(screen.getByLabelText('Senha', { exact: true }), 'girassol-azul-42');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Informe um e-mail válido, como nome@exemplo.com.'),
    ).toBeInTheDocument();
    expect(signInAttempts).toEqual([]);
  });

  it("shows the server's refusal for a filled-in form", async () => {
    const { signInAttempts } = serve({ googleSignIn: false });
    await renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'maria@exemplo.com');
    await user.type(screen.getByLabelText('Senha', { exact: true }), 'senha-errada-1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(signInAttempts).toEqual([{ email: 'maria@exemplo.com', password: 'senha-errada-1' }]);
  });

  it('shows the Google button when /api/config says googleSignIn true', async () => {
    serve({ googleSignIn: true });
    await renderLogin();
    expect(await screen.findByRole('button', { name: 'Entrar com o Google' })).toBeVisible();
  });

  it('hides the Google button when /api/config says googleSignIn false', async () => {
    serve({ googleSignIn: false });
    const { configLoaded } = await renderLogin();
    await configLoaded();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Entrar com o Google' })).not.toBeInTheDocument();
  });

  it('explains a failed Google sign-in when sent back with ?erro=google', async () => {
    serve({ googleSignIn: true });
    await renderLogin('/login?erro=google');
    await screen.findByRole('button', { name: 'Entrar com o Google' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível entrar com o Google agora. Tente de novo ou use e-mail e senha.',
    );
  });
});
