import { Navigate } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { useTestaments } from '@/features/chat/api/testaments-api';
import { MY_WILLS_PATH, resumeTarget } from '@/features/chat/resume-target';
import { PageLoading } from '../page-loading';

/** Where to pick up the will: read once from "Meus testamentos" (issue 16, ADR 0027). */
export const RESUME_PATH = '/continuar';

/**
 * "Meu testamento" and "Continuar meu testamento" land here: the draft under way at its pending
 * question, or the list when there are several, or a new chat when there is none.
 */
export function ResumePage() {
  const { user, isLoading } = useAuth();
  const wills = useTestaments(Boolean(user), { fresh: true });
  if (!isLoading && !user) {
    return <Navigate to={`/login?redirect=${encodeURIComponent(RESUME_PATH)}`} replace />;
  }
  if (wills.isError) return <Navigate to={MY_WILLS_PATH} replace />;
  // Not from a cached list: a draft may have got its first answer since.
  if (!wills.data || wills.isFetching) return <PageLoading />;
  return <Navigate to={resumeTarget(wills.data.testaments)} replace />;
}
