import type { AuthFailure, SignUpInput } from '@legado/contract';
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

const resolver = lazyZodResolver<SignUpInput>('SignUpSchema');

/** Account creation: name, e-mail, password. */
export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const { signUp } = useAuth();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [confirmTo, setConfirmTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver,
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const { error, confirmEmail } = await signUp(values);
    if (error) setFailure(error);
    else if (confirmEmail) setConfirmTo(values.email.trim());
    else onSuccess();
  });

  if (confirmTo !== null) {
    return (
      <div
        role="status"
        className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
      >
        <h2 className="mb-2 text-lg font-semibold">{authMessages.confirmEmailTitle}</h2>
        <p className="mb-2 text-sm break-words">{authMessages.confirmEmailSent(confirmTo)}</p>
        <p className="text-sm">{authMessages.confirmEmailHint}</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={authMessages.signUpTitle}
    >
      <FailureAlert failure={failure} />
      <FormField id="signup-name" label={authMessages.nameLabel} error={errors.name?.message}>
        <Input
          id="signup-name"
          autoComplete="name"
          {...fieldAria('signup-name', errors.name?.message)}
          {...register('name')}
        />
      </FormField>
      <FormField id="signup-email" label={authMessages.emailLabel} error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldAria('signup-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField
        id="signup-password"
        label={authMessages.passwordLabel}
        hint={authMessages.passwordHint}
        error={errors.password?.message}
      >
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          {...fieldAria('signup-password', errors.password?.message, authMessages.passwordHint)}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? authMessages.signingUp : authMessages.signUpAction}
      </Button>
    </form>
  );
}
