import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Analytics } from '@/features/analytics/analytics';
import { AuthProvider, useAuth } from '@/features/auth/auth-context';
import { ChatProvider } from '@/features/chat/chat-context';
import { createQueryClient } from '@/lib/query-client';
import { AuthErrorCard } from './auth-error-card';
import { ConnectionErrorCard } from './connection-error-card';

// Radix's toast code loads right after the first paint instead of in the first bundle; a toast
// raised before it arrives waits in the toast store and shows once it is mounted.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function ChatWithUser({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <ChatProvider userId={user?.id ?? null}>{children}</ChatProvider>;
}

function AuthGate({ children }: { children: ReactNode }) {
  const { error, connectionFailed, user, isLoading, refresh } = useAuth();
  if (connectionFailed && !user && !isLoading) return <ConnectionErrorCard onRetry={refresh} />;
  if (error && !user && !isLoading) return <AuthErrorCard message={error} />;
  return children;
}

/** Spec §2: every page sits in the data cache, the auth and chat contexts, toasts and analytics. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ChatWithUser>
          <AuthGate>{children}</AuthGate>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
          <Analytics />
        </ChatWithUser>
      </AuthProvider>
    </QueryClientProvider>
  );
}
