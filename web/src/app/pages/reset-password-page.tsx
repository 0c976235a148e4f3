import { PageShell } from '../page-shell';

/** Placeholder until its step lands. */
export function ResetPasswordPage() {
  return (
    <PageShell title="Redefinir senha">
      <p>Aqui você escolhe uma nova senha.</p>
    </PageShell>
  );
}
