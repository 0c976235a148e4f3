import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { authClient } from '@/lib/auth-client';

/** The signed-in user as the app sees it (spec §3). */
export interface AuthUser {
  id: string;
  email: string;
  name?: string;
}

/** Spec §3 auth session: user, session and whether it is still loading. */
export interface AuthState {
  user: AuthUser | null;
  session: { id: string; expiresAt: Date } | null;
  isLoading: boolean;
  /** Set when the auth service could not be reached or is misconfigured. */
  error: string | null;
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Loads the session at start and keeps it in sync with better-auth's session store. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, error, refetch } = authClient.useSession();
  const value = useMemo<AuthState>(
    () => ({
      user: data?.user ? { id: data.user.id, email: data.user.email, name: data.user.name } : null,
      session: data?.session
        ? { id: data.session.id, expiresAt: new Date(data.session.expiresAt) }
        : null,
      isLoading: isPending,
      error: error ? (error.message ?? 'Falha ao falar com o serviço de autenticação.') : null,
      refresh: async () => {
        await refetch();
      },
    }),
    [data, isPending, error, refetch],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state; throws when used outside AuthProvider. */
export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
