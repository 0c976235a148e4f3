import { PageShell } from '../page-shell';

/** Placeholder until its step lands. */
export function AuthCallbackPage() {
  return (
    <PageShell title="Entrando…">
      <p>Estamos concluindo sua entrada com o Google.</p>
    </PageShell>
  );
}
