import type { AuthFailure, ForgotPasswordInput } from '@legado/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuth } from '../auth-context';
import { authMessages } from '../messages';
import { FailureAlert } from './failure-alert';
import { lazyZodResolver } from '../lazy-resolver';

const resolver = lazyZodResolver<ForgotPasswordInput>('ForgotPasswordSchema');

/** Asks for a reset link by e-mail; never says whether the account exists. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { requestPasswordReset } = useAuth();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const { error } = await requestPasswordReset(email);
    if (error) setFailure(error);
    else setSent(true);
  });

  return (
    <div>
      {sent ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900"
        >
          {authMessages.resetSent}
        </p>
      ) : (
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label={authMessages.forgotTitle}
        >
          <FailureAlert failure={failure} />
          <FormField
            id="forgot-email"
            label={authMessages.emailLabel}
            error={errors.email?.message}
          >
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...fieldAria('forgot-email', errors.email?.message)}
              {...register('email')}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? authMessages.sendingReset : authMessages.sendResetAction}
          </Button>
        </form>
      )}
      <button
        type="button"
        onClick={onBack}
        className="mt-3 w-full py-2 text-center text-sm text-brand-700 underline"
      >
        {authMessages.backToSignIn}
      </button>
    </div>
  );
}
