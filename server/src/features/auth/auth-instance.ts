import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { jwt } from 'better-auth/plugins/jwt';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { betterAuthLogger } from './auth-logger.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { createPasswordHashing } from './password-hashing.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules.ts';
import {
  accountExistsEmail,
  claimAddressEmail,
  confirmAddressEmail,
  resetPasswordEmail,
} from './account-emails.ts';
import {
  claimUnconfirmedAccount,
  createResetToken,
  deleteUnconfirmedAccount,
} from './unverified-accounts.ts';

/** Spec §9: session cookies live 400 days. */
export const SESSION_MAX_AGE_S = 34_560_000;
/** Access tokens for /api/v1 live at most 15 minutes. */
export const ACCESS_TOKEN_TTL = '15m';
/** A reset link works for one hour. */
export const RESET_TOKEN_TTL_S = 3600;
/** A link confirming the address on sign-up works for a day. */
export const CONFIRM_EMAIL_TTL_S = 86_400;
/** Names (of the account, from Google) are cut to this many characters. */
export const NAME_MAX_LENGTH = 120;

const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';

/** Origins allowed to call /api/auth with cookies: the public URL, plus loopback twins in dev. */
export function trustedOriginsFor(config: Pick<Config, 'publicUrl' | 'env'>): string[] {
  const origin = new URL(config.publicUrl).origin;
  if (config.env === 'production') return [origin];
  const url = new URL(origin);
  const twins = ['localhost', '127.0.0.1'].map(
    (host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`,
  );
  return [...new Set([origin, ...twins])];
}

/** Builds better-auth on our database, mailer and configuration. */
export function createAuth(
  config: Config,
  deps: {
    db: Database;
    mailer: Mailer;
    log: FastifyBaseLogger;
    /** Where account e-mails are sent from after the answer (closing the app waits for them). */
    background: BackgroundTasks;
    /** Filled on a successful reset: the request → the e-mail whose password changed. */
    passwordResets?: WeakMap<Request, string>;
    /** Whether one more e-mail may go to this address now (auth-rate-limit.ts). */
    mayEmail?: (address: string) => Promise<boolean>;
  },
) {
  const secure = config.publicUrl.startsWith('https://');
  const passwordHashing = createPasswordHashing();
  const mayEmail = deps.mayEmail ?? (async () => true);
  /** Sends an account e-mail after the answer, within the address's budget, never logging it. */
  const sendAccountEmail = (to: string, build: () => Promise<MailMessage> | MailMessage) => {
    deps.background.run(
      async () => {
        if (!(await mayEmail(to))) return;
        const { outboxFile } = await deps.mailer.send(await build());
        // Only where the e-mail is, never the link: it is a credential, and logs keep no
        // credential in any environment. Locally (no SMTP_URL) the person opens the .eml file.
        if (outboxFile) deps.log.info(`E-mail salvo em ${outboxFile}.`);
      },
      (error) => deps.log.error({ err: error }, 'e-mail not sent'),
    );
  };
  const resetLink = (token: string) =>
    `${config.publicUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
  // The hooks below need the instance they belong to (its adapter), built at the end.
  const built: { auth?: ReturnType<typeof betterAuth> } = {};

  const auth = betterAuth({
    appName: 'Legado',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    trustedOrigins: trustedOriginsFor(config),
    database: drizzleAdapter(deps.db, { provider: 'pg', schema }),
    // Our own limiter (auth-rate-limit.ts) keys by IP and by e-mail in every environment.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Unexpected errors go to our error handler (a Portuguese 500 and a log line without the
    // failed query's parameters) instead of better-call's console.error, which prints them all.
    onAPIError: { throw: true },
    logger: betterAuthLogger(deps.log),
    user: {
      additionalFields: {
        userData: { type: 'json', required: false, input: true },
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_S,
      // Refreshed as it is used: at most once a day the expiry moves forward again.
      updateAge: 86_400,
    },
    advanced: {
      // E-mails are sent after the answer, not before it: a reset request for an existing
      // account answers as fast as one for an unknown address, and a slow SMTP server delays
      // nobody. A failure is logged (without the message, as every error).
      backgroundTasks: {
        handler: (promise: Promise<unknown>) => {
          promise.catch((error: unknown) => deps.log.error({ err: error }, 'e-mail not sent'));
        },
      },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure },
      database: { generateId: () => crypto.randomUUID() },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_S,
      // One scrypt (32 MB) at a time: see password-hashing.ts.
      password: { hash: passwordHashing.hash, verify: passwordHashing.verify },
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }, request) => {
        // The reset link proved the address: an unconfirmed account becomes its owner's.
        if (!user.emailVerified) await claimUnconfirmedAccount(deps.db, user.id);
        if (request) deps.passwordResets?.set(request, user.email);
      },
      sendResetPassword: async ({ user, token }) => {
        sendAccountEmail(user.email, () => resetPasswordEmail(user.email, resetLink(token)));
      },
      // No session until the address is confirmed: so a sign-up answers the same whether the
      // address already has an account, and nobody uses an address they do not own (ADR 0024).
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }) => {
        if (user.emailVerified) {
          sendAccountEmail(user.email, () =>
            accountExistsEmail(user.email, `${config.publicUrl}/login`),
          );
          return;
        }
        // Never confirmed: the owner of the address may take it over by choosing a password.
        sendAccountEmail(user.email, async () => {
          const context = await built.auth!.$context;
          const token = await createResetToken(context.internalAdapter, user.id);
          return claimAddressEmail(user.email, resetLink(token));
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in does not resend it: the answer to a sign-in must not depend on the account.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_EMAIL_TTL_S,
      sendVerificationEmail: async ({ user, url }) => {
        sendAccountEmail(user.email, () => confirmAddressEmail(user.email, url));
      },
    },
    plugins: [
      jwt({
        jwt: {
          expirationTime: ACCESS_TOKEN_TTL,
          issuer: config.publicUrl,
          audience: config.publicUrl,
          // `sid`: the session the token belongs to, refused once it is gone (ADR 0020).
          definePayload: ({ user, session }) => ({ email: user.email, sid: session.id }),
        },
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
      }),
      ...(config.google
        ? [
            // Google through the generic OpenID Connect plugin: same flow, but its endpoints come
            // from a discovery URL, so tests can stand a local provider in for Google.
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: config.google.discoveryUrl ?? GOOGLE_DISCOVERY_URL,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  // Runs once Google proved who this is (the code was exchanged, the ID token
                  // verified). An unconfirmed account on the same, Google-verified address is
                  // replaced rather than blocking the owner's sign-in (ADR 0024).
                  mapProfileToUser: async (profile: Record<string, unknown>) => {
                    const verified =
                      profile.email_verified === true || profile.email_verified === 'true';
                    if (verified && typeof profile.email === 'string') {
                      await deleteUnconfirmedAccount(deps.db, profile.email);
                    }
                    return typeof profile.name === 'string'
                      ? { name: profile.name.normalize('NFC').trim().slice(0, NAME_MAX_LENGTH) }
                      : {};
                  },
                },
              ],
            }),
          ]
        : []),
    ],
  });
  built.auth = auth as unknown as ReturnType<typeof betterAuth>;
  return auth;
}

/** The better-auth instance type. */
export type Auth = ReturnType<typeof createAuth>;
