import { z } from 'zod';

/** GET /api/v1/me: the account behind the bearer token. */
export const MeResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({ id: z.string(), email: z.string() }),
});
/** The /me response body. */
export type MeResponse = z.infer<typeof MeResponseSchema>;

const email = z
  .string()
  .trim()
  .min(1, 'Informe seu e-mail.')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Informe um e-mail válido, como nome@exemplo.com.');

/** The sign-in form: e-mail and password. */
export const SignInSchema = z.object({
  email,
  password: z.string().min(1, 'Informe sua senha.'),
});
/** Sign-in form values. */
export type SignInInput = z.infer<typeof SignInSchema>;

/** The create-account form: name, e-mail and a password of at least 8 characters. */
export const SignUpSchema = z.object({
  name: z.string().trim().min(2, 'Informe seu nome.').max(120, 'Use no máximo 120 caracteres.'),
  email,
  password: z
    .string()
    .min(8, 'Use pelo menos 8 caracteres.')
    .max(128, 'Use no máximo 128 caracteres.'),
});
/** Sign-up form values. */
export type SignUpInput = z.infer<typeof SignUpSchema>;

/** The "forgot my password" form. */
export const ForgotPasswordSchema = z.object({ email });
/** Forgot-password form values. */
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** The new-password form on /redefinir-senha. */
export const ResetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(8, 'Use pelo menos 8 caracteres.')
      .max(128, 'Use no máximo 128 caracteres.'),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'As duas senhas precisam ser iguais.',
  });
/** New-password form values. */
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** An auth failure as the forms show it. */
export interface AuthFailure {
  message: string;
  code: string;
  /** Why a password was refused (WEAK_PASSWORD). */
  reasons?: string[];
}
