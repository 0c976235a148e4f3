import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { authMessages } from '@/features/auth/messages';

/**
 * The server could not be reached when the app started (issue 16): a Portuguese card with a
 * retry, instead of the spec's "Authentication Error" card, which is for a missing or broken
 * configuration. The app also reads the session again by itself when the browser is back online.
 */
export function ConnectionErrorCard({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <Card role="alert" className="w-full max-w-md">
        <h1 className="mb-2 text-xl font-semibold">{authMessages.connectionTitle}</h1>
        <p className="mb-4 text-ink">{authMessages.connectionText}</p>
        <Button
          disabled={retrying}
          aria-busy={retrying}
          onClick={() => {
            setRetrying(true);
            void onRetry().finally(() => setRetrying(false));
          }}
        >
          {retrying ? authMessages.connectionRetrying : authMessages.connectionRetry}
        </Button>
      </Card>
    </main>
  );
}
