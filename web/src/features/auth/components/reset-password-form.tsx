import type { AuthFailure, ResetPasswordInput } from '@legado/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { useAuth } from '../auth-context';
import { authMessages } from '../messages';
import { FailureAlert } from './failure-alert';
import { PasswordInput } from './password-input';
import { lazyZodResolver } from '../lazy-resolver';

const resolver = lazyZodResolver<ResetPasswordInput>('ResetPasswordSchema');

/** Sets a new password from the e-mailed token; the server signs the person in. */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const { resetPassword } = useAuth();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver,
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const { error } = await resetPassword(token, password);
    if (error) setFailure(error);
    else onSuccess();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Escolha uma nova senha">
      <FailureAlert failure={failure} />
      <FormField
        id="reset-password"
        label={authMessages.newPasswordLabel}
        hint={authMessages.passwordHint}
        error={errors.password?.message}
      >
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          {...fieldAria('reset-password', errors.password?.message, authMessages.passwordHint)}
          {...register('password')}
        />
      </FormField>
      <FormField
        id="reset-confirm"
        label={authMessages.confirmPasswordLabel}
        error={errors.confirm?.message}
      >
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          {...fieldAria('reset-confirm', errors.confirm?.message)}
          {...register('confirm')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? authMessages.resetting : authMessages.resetAction}
      </Button>
    </form>
  );
}
