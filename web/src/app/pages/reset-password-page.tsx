import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { authMessages } from '@/features/auth/messages';
import { takeReturnTo } from '@/features/auth/return-to';
import { toast } from '@/lib/use-toast';
import { PageShell } from '../page-shell';

/** /redefinir-senha?token=…: the recovery session picked up from the URL (spec §4). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  return (
    <PageShell>
      <Card className="mx-auto w-full max-w-md">
        <h1 className="mb-4 text-2xl font-semibold">Redefinir senha</h1>
        {token ? (
          <ResetPasswordForm
            token={token}
            onSuccess={() => {
              toast({ title: 'Senha alterada', description: authMessages.resetDone });
              // Back where the person was going before they asked for the link (issue 16).
              void navigate(takeReturnTo('/continuar'), { replace: true });
            }}
          />
        ) : (
          <p role="alert">{authMessages.resetMissingToken}</p>
        )}
      </Card>
    </PageShell>
  );
}
