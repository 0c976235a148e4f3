import type { AccountDeletionMethod } from '@legado/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccessToken } from '@/lib/access-token';
import { createQueryClient } from '@/lib/query-client';
import { fakeJwt, setupMswServer } from '@/test/msw';
import { DeleteAccountDialog } from './delete-account-dialog';

const server = setupMswServer();
const token = fakeJwt(Math.floor(Date.now() / 1000) + 15 * 60);
const rightPassword = 'girassol-azul-42';

/** The fake account API: the deletion method, and DELETE /me that checks the password. */
function serveAccount(method: AccountDeletionMethod = 'password') {
  const deletions: { body: unknown; authorization: string | null }[] = [];
  server.use(
    http.get('*/api/auth/token', () => HttpResponse.json({ token })),
    http.get('*/api/v1/me/deletion', () => HttpResponse.json({ success: true, method })),
    http.delete('*/api/v1/me', async ({ request }) => {
      const body = (await request.json()) as { password?: string; confirm?: string };
      deletions.push({ body, authorization: request.headers.get('authorization') });
      const confirmed =
        method === 'password' ? body.password === rightPassword : body.confirm === 'EXCLUIR';
      return confirmed
        ? HttpResponse.json({ success: true })
        : HttpResponse.json(
            {
              success: false,
              code: 'FORBIDDEN',
              error: 'Senha incorreta. Confira e tente de novo.',
            },
            { status: 403 },
          );
    }),
  );
  return { deletions };
}

function renderDialog() {
  const signOut = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeleteAccountDialog onDeleted={signOut} />
    </QueryClientProvider>,
  );
  return { signOut, user: userEvent.setup() };
}

describe('DeleteAccountDialog', () => {
  beforeEach(() => {
    clearAccessToken();
  });

  it('explains what is lost and that a signed paper will still stands', async () => {
    serveAccount();
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir sua conta para sempre?' });
    expect(dialog).toHaveAccessibleDescription(/não poderão ser recuperados/);
    expect(dialog).toHaveAccessibleDescription(/já imprimiu e assinou com as testemunhas/);
    expect(await screen.findByLabelText('Sua senha')).toHaveAttribute('type', 'password');
  });

  it('shows the server’s refusal of a wrong password, then deletes and signs out with the right one', async () => {
    const { deletions } = serveAccount();
    const { signOut, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const password = await screen.findByLabelText('Sua senha');

    await user.type(password, 'senha-errada-1');
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Senha incorreta. Confira e tente de novo.',
    );
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, `${rightPassword}{Enter}`);
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletions).toEqual([
      { body: { password: 'senha-errada-1' }, authorization: `Bearer ${token}` },
      { body: { password: rightPassword }, authorization: `Bearer ${token}` },
    ]);
  });

  it('asks for the password before calling the server', async () => {
    const { deletions } = serveAccount();
    const { signOut, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    await screen.findByLabelText('Sua senha');
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Digite sua senha para confirmar.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sua senha')).toHaveAttribute('aria-invalid', 'true');
    expect(deletions).toEqual([]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('lets a Google-only account confirm by typing EXCLUIR', async () => {
    const { deletions } = serveAccount('phrase');
    const { signOut, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    await user.type(await screen.findByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR');
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(deletions.map((call) => call.body)).toEqual([{ confirm: 'EXCLUIR' }]);
  });

  it('works with the keyboard: opens with Enter, closes with Escape and gives focus back', async () => {
    const { deletions } = serveAccount();
    const { signOut, user } = renderDialog();
    const trigger = screen.getByRole('button', { name: 'Excluir minha conta' });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await screen.findByLabelText('Sua senha');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(deletions).toEqual([]);
    expect(signOut).not.toHaveBeenCalled();
  });
});
