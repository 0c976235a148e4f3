import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './auth-context';

/**
 * Signs out and lands on the home page (spec §4). The page is left first: a signed-in-only page
 * (a will's chat, "Meus dados") that saw the session end before the move would send the person to
 * /login instead. `flushSync` commits the move before the session changes.
 */
export function useSignOutToHome(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/', { replace: true, flushSync: true });
    await signOut();
  }, [navigate, signOut]);
}
