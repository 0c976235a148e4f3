import type { TestamentSummary } from '@legado/contract';

/** Where "Meu testamento" and "Continuar meu testamento" take the person (issue 16). */
export const MY_WILLS_PATH = '/meus-testamentos';

/**
 * The most recently changed draft with answers, at its pending question; the list when there
 * are several such drafts (or only concluded wills); a draft not yet answered when that is all
 * there is; and with no will at all, /chat, which starts one (spec §4).
 */
export function resumeTarget(wills: readonly TestamentSummary[]): string {
  if (wills.length === 0) return '/chat';
  const drafts = wills.filter((will) => will.status === 'draft');
  const started = drafts.filter((will) => will.answered || will.replaces !== null);
  const byLastChange = (a: TestamentSummary, b: TestamentSummary) =>
    b.updated_at.localeCompare(a.updated_at);
  if (started.length === 1) return `/chat?id=${started[0]!.id}`;
  if (started.length === 0 && drafts.length > 0) {
    return `/chat?id=${[...drafts].sort(byLastChange)[0]!.id}`;
  }
  return MY_WILLS_PATH;
}
