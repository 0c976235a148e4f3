import type { AuthFailure, SignInInput } from '@legado/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuth } from '../auth-context';
import { authMessages } from '../messages';
import { FailureAlert } from './failure-alert';
import { PasswordInput } from './password-input';
import { lazyZodResolver } from '../lazy-resolver';

const resolver = lazyZodResolver<SignInInput>('SignInSchema');

/** E-mail and password sign-in. */
export function SignInForm({
  onSuccess,
  onForgot,
}: {
  onSuccess: () => void;
  onForgot: () => void;
}) {
  const { signIn } = useAuth();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const { error } = await signIn(values);
    if (error) setFailure(error);
    else onSuccess();
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={authMessages.signInTitle}
    >
      <FailureAlert failure={failure} />
      <FormField id="signin-email" label={authMessages.emailLabel} error={errors.email?.message}>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldAria('signin-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField
        id="signin-password"
        label={authMessages.passwordLabel}
        error={errors.password?.message}
      >
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          {...fieldAria('signin-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? authMessages.signingIn : authMessages.signInAction}
      </Button>
      <button
        type="button"
        onClick={onForgot}
        className="mt-3 w-full py-2 text-center text-sm text-brand-700 underline"
      >
        {authMessages.forgotLink}
      </button>
    </form>
  );
}
