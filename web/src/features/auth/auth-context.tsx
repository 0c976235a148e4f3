import type { AuthFailure } from '@legado/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { clearAccessToken } from '@/lib/access-token';
import { authClient } from '@/lib/auth-client';
import { authMessages } from './messages';

/** The signed-in user as the app sees it (spec §3). */
export interface AuthUser {
  id: string;
  email: string;
  name?: string;
}

/**
 * The result of an auth action: nothing on success, the failure otherwise. `confirmEmail`: the
 * account waits for its address to be confirmed through the link sent by e-mail.
 */
export type AuthResult = { error: AuthFailure | null; confirmEmail?: boolean };

/** Spec §3 auth session: user, session and isLoading, plus the actions of spec §4. */
export interface AuthState {
  user: AuthUser | null;
  session: { id: string; expiresAt: Date } | null;
  isLoading: boolean;
  /** Set when the auth service answers that it is misconfigured or broken. */
  error: string | null;
  /** The session could not be read because the server was not reached (network, proxy). */
  connectionFailed: boolean;
  signUp: (input: {
    name: string;
    email: string;
    password: string;
    userData?: Record<string, unknown>;
  }) => Promise<AuthResult>;
  signIn: (input: { email: string; password: string }) => Promise<AuthResult>;
  signInWithGoogle: () => Promise<AuthResult>;
  signOut: () => Promise<void>;
  requestPasswordReset: (email: string) => Promise<AuthResult>;
  resetPassword: (token: string, newPassword: string) => Promise<AuthResult>;
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
const CHANNEL = 'legado-auth';

interface ClientError {
  message?: string;
  code?: string;
  status?: number;
  details?: { reasons?: string[] };
}

function toFailure(error: ClientError | null | undefined): AuthFailure | null {
  if (!error) return null;
  return {
    message: error.message || authMessages.genericFailure,
    code: error.code ?? 'AUTH_ERROR',
    ...(error.details?.reasons ? { reasons: error.details.reasons } : {}),
  };
}

/**
 * A failure to reach the server (no HTTP answer, or a gateway saying the server is away), as
 * opposed to the server answering that authentication is broken: the first passes when the
 * network comes back, the second needs someone to fix the configuration.
 */
function isConnectionFailure(error: { status?: number } | null | undefined): boolean {
  if (!error) return false;
  const status = error.status ?? 0;
  return status === 0 || status === 502 || status === 503 || status === 504;
}

function unexpected(error: unknown): AuthResult {
  const detail = error instanceof Error ? error.message : String(error);
  return { error: { message: `Erro inesperado: ${detail}`, code: 'UNEXPECTED_ERROR' } };
}

/** Loads the session at start, keeps it in sync with auth events and with other tabs. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, error, refetch } = authClient.useSession();

  const announce = useCallback(() => {
    clearAccessToken();
    try {
      const channel = new BroadcastChannel(CHANNEL);
      channel.postMessage('changed');
      channel.close();
    } catch {
      // Old browsers without BroadcastChannel: other tabs catch up on their next request.
    }
  }, []);

  // Back online after a failed start: read the session again (the card then gives way).
  useEffect(() => {
    const onOnline = () => void refetch();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refetch]);

  useEffect(() => {
    let channel: BroadcastChannel | undefined;
    try {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = () => {
        clearAccessToken();
        void refetch();
      };
    } catch {
      channel = undefined;
    }
    return () => channel?.close();
  }, [refetch]);

  const value = useMemo<AuthState>(() => {
    const afterChange = async () => {
      announce();
      await refetch();
    };
    return {
      user: data?.user ? { id: data.user.id, email: data.user.email, name: data.user.name } : null,
      session: data?.session
        ? { id: data.session.id, expiresAt: new Date(data.session.expiresAt) }
        : null,
      isLoading: isPending,
      connectionFailed: !data && isConnectionFailure(error),
      error:
        error && !data && !isConnectionFailure(error)
          ? authMessages.serviceUnavailable(error.message)
          : null,
      async signUp({ name, email, password, userData }) {
        try {
          const result = await authClient.signUp.email({
            name,
            email,
            password,
            // Where the e-mailed confirmation link lands, signed in.
            callbackURL: '/chat',
            ...(userData ? { userData } : {}),
          });
          if (result.error) return { error: toFailure(result.error) };
          // Spec §4: a sign-up that returns no session signs in at once with the same password.
          // Until the address is confirmed the server answers as to a wrong password (it never
          // says whether the address had an account): then the person confirms by e-mail.
          if (!result.data?.token) {
            const signIn = await authClient.signIn.email({ email, password });
            if (signIn.error?.code === 'INVALID_EMAIL_OR_PASSWORD') {
              return { error: null, confirmEmail: true };
            }
            if (signIn.error) return { error: toFailure(signIn.error) };
          }
          await afterChange();
          return { error: null };
        } catch (caught) {
          return unexpected(caught);
        }
      },
      async signIn({ email, password }) {
        try {
          const result = await authClient.signIn.email({ email, password });
          if (result.error) return { error: toFailure(result.error) };
          await afterChange();
          return { error: null };
        } catch (caught) {
          return unexpected(caught);
        }
      },
      async signInWithGoogle() {
        try {
          // better-auth 1.7 serves generic OAuth providers through the core social endpoints
          // (there is no /sign-in/oauth2 any more); Google returns to /api/auth/callback/google.
          const response = await fetch('/api/auth/sign-in/social', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              provider: 'google',
              callbackURL: '/auth/callback',
              errorCallbackURL: '/login?erro=google',
            }),
          });
          const body = (await response.json()) as { url?: string } & ClientError;
          if (!response.ok || !body.url)
            return {
              error: toFailure({ ...body, message: body.message ?? authMessages.googleFailed }),
            };
          window.location.assign(body.url);
          return { error: null };
        } catch (caught) {
          return unexpected(caught);
        }
      },
      async signOut() {
        await authClient.signOut();
        await afterChange();
      },
      async requestPasswordReset(email) {
        try {
          const result = await authClient.requestPasswordReset({
            email,
            redirectTo: '/redefinir-senha',
          });
          return { error: toFailure(result.error) };
        } catch (caught) {
          return unexpected(caught);
        }
      },
      async resetPassword(token, newPassword) {
        try {
          const result = await authClient.resetPassword({ token, newPassword });
          if (result.error) return { error: toFailure(result.error) };
          await afterChange();
          return { error: null };
        } catch (caught) {
          return unexpected(caught);
        }
      },
      async refresh() {
        await refetch();
      },
    };
  }, [data, isPending, error, refetch, announce]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state; throws when used outside AuthProvider. */
export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
