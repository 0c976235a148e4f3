import { PageShell } from '../page-shell';

/** Placeholder until its step lands. */
export function LoginPage() {
  return (
    <PageShell title="Entrar">
      <p>Aqui você entra ou cria sua conta.</p>
    </PageShell>
  );
}
