import type { AuthFailure } from '@legado/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '../auth-context';
import { authMessages } from '../messages';

/** "Entrar com o Google": hands the browser over to Google, which returns to /auth/callback. */
export function GoogleButton({ onFailure }: { onFailure: (failure: AuthFailure) => void }) {
  const { signInWithGoogle } = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={busy}
      aria-busy={busy}
      onClick={() => {
        setBusy(true);
        void signInWithGoogle().then(({ error }) => {
          if (error) {
            setBusy(false);
            onFailure(error);
          }
        });
      }}
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-5">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
        />
        <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.4V7H2.1a11 11 0 0 0 0 10z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
        />
      </svg>
      {authMessages.googleAction}
    </Button>
  );
}
