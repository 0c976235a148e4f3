import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { focusIsLost, focusPageHeading } from '@/lib/focus';
import { useAuth } from './auth-context';
import { forgetReturnTo } from './return-to';

/**
 * Signs out and lands on the home page (spec §4). The page is left first: a signed-in-only page
 * (a will's chat, "Meus dados") that saw the session end before the move would send the person to
 * /login instead. `flushSync` commits the move before the session changes. The focus goes to the
 * home page's heading (the "Sair" button that had it is gone), so a keyboard user goes on from
 * there. Where to go after a sign-in that never finished is forgotten with the session.
 */
export function useSignOutToHome(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/', { replace: true, flushSync: true });
    focusPageHeading();
    forgetReturnTo();
    await signOut();
    // The header changed with the session: the heading keeps the focus, or takes it back.
    if (focusIsLost()) focusPageHeading();
  }, [navigate, signOut]);
}
