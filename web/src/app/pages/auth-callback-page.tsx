import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/auth/auth-context';
import { authMessages } from '@/features/auth/messages';
import { takeReturnTo } from '@/features/auth/return-to';
import { PageShell } from '../page-shell';

/** Return address after Google: the server already set the session; go where the person was going. */
export function AuthCallbackPage() {
  const { user, isLoading, refresh } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (user) void navigate(takeReturnTo('/continuar'), { replace: true });
  }, [user, navigate]);

  return (
    <PageShell>
      <Card className="mx-auto w-full max-w-md" aria-live="polite">
        {isLoading || user ? (
          <p>{authMessages.googleCallbackWorking}</p>
        ) : (
          <>
            <p role="alert" className="mb-3">
              {authMessages.googleCallbackFailed}
            </p>
            <Link className="text-brand-700 underline" to="/login">
              {authMessages.backToSignIn}
            </Link>
          </>
        )}
      </Card>
    </PageShell>
  );
}
