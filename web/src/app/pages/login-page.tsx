import type { AuthFailure } from '@legado/contract';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useAuth } from '@/features/auth/auth-context';
import { FailureAlert } from '@/features/auth/components/failure-alert';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { GoogleButton } from '@/features/auth/components/google-button';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { authMessages } from '@/features/auth/messages';
import { rememberReturnTo, safeReturnPath, takeReturnTo } from '@/features/auth/return-to';
import { usePublicConfig } from '@/lib/public-config';
import { PageShell } from '../page-shell';

type Mode = 'entrar' | 'criar' | 'esqueci';

const tabLabels: Record<'entrar' | 'criar', string> = {
  entrar: 'Já tenho conta',
  criar: 'Criar conta',
};

const titles: Record<Mode, string> = {
  entrar: authMessages.signInTitle,
  criar: authMessages.signUpTitle,
  esqueci: authMessages.forgotTitle,
};

/** Sign in, create an account, or ask for a password reset. */
export function LoginPage() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const googleEnabled = usePublicConfig()?.googleSignIn ?? false;
  const [mode, setMode] = useState<Mode>(params.get('modo') === 'criar' ? 'criar' : 'entrar');
  const [googleFailure, setGoogleFailure] = useState<AuthFailure | null>(
    params.get('erro') === 'google'
      ? { message: authMessages.googleFailed, code: 'GOOGLE_FAILED' }
      : null,
  );
  const redirect = safeReturnPath(params.get('redirect'));
  // Signed in, the person goes where they were going; else the will under way (issue 16).
  const destination = redirect ?? '/continuar';
  // Kept for the trips that leave this page: Google's sign-in and the password-reset e-mail.
  useEffect(() => {
    if (redirect) rememberReturnTo(redirect);
  }, [redirect]);

  if (!isLoading && user) return <Navigate to={destination} replace />;

  return (
    <PageShell>
      <Card className="mx-auto w-full max-w-md">
        <h1 className="mb-4 text-2xl font-semibold">{titles[mode]}</h1>
        {mode !== 'esqueci' ? (
          <SegmentedControl
            label="Escolha"
            className="mb-5"
            value={mode === 'criar' ? 'criar' : 'entrar'}
            onChange={setMode}
            options={[
              { value: 'entrar', label: tabLabels.entrar },
              { value: 'criar', label: tabLabels.criar },
            ]}
          />
        ) : null}
        {mode === 'entrar' ? (
          <SignInForm
            onSuccess={() => void navigate(takeReturnTo(destination), { replace: true })}
            onForgot={() => setMode('esqueci')}
          />
        ) : null}
        {mode === 'criar' ? (
          <SignUpForm
            onSuccess={() => void navigate(takeReturnTo(redirect ?? '/chat'), { replace: true })}
          />
        ) : null}
        {mode === 'esqueci' ? <ForgotPasswordForm onBack={() => setMode('entrar')} /> : null}
        {googleEnabled && mode !== 'esqueci' ? (
          <div className="mt-5 border-t border-slate-200 pt-5">
            <FailureAlert failure={googleFailure} />
            <GoogleButton onFailure={setGoogleFailure} />
          </div>
        ) : null}
      </Card>
    </PageShell>
  );
}
