import type { FieldValues, Resolver } from 'react-hook-form';

type SchemaName = 'SignInSchema' | 'SignUpSchema' | 'ForgotPasswordSchema' | 'ResetPasswordSchema';

/**
 * A react-hook-form resolver for one of the contract's auth schemas that loads zod and the
 * contract on first use (forms validate on submit), so they stay out of /login's first bundle.
 * The rules are still the contract's own: nothing is duplicated here.
 */
export function lazyZodResolver<T extends FieldValues>(name: SchemaName): Resolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@legado/contract'), import('@hookform/resolvers/zod')]).then(
      ([contract, { zodResolver }]) => zodResolver(contract[name]) as unknown as Resolver<T>,
    );
    const resolver = await loaded;
    return resolver(values, context, options);
  };
}
