/**
 * Where the person was going when asked to sign in, kept across the trips that leave the page:
 * Google's sign-in, and the password-reset e-mail (its link opens /redefinir-senha, maybe in
 * another tab). Kept for as long as a reset link lives (1 hour), in this browser only.
 */
const KEY = 'legado-return-to';
const LIFETIME_MS = 60 * 60 * 1000;

/** A same-site path only, so a crafted link cannot send people elsewhere. */
export function safeReturnPath(value: string | null | undefined): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : null;
}

/** Remembers where to go after signing in (a same-site path; anything else is ignored). */
export function rememberReturnTo(path: string): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path: safe, until: Date.now() + LIFETIME_MS }));
  } catch {
    // Storage blocked (private mode): the person lands on the default page instead.
  }
}

/** Where to go now: the remembered path (forgotten once taken), else `fallback`. */
export function takeReturnTo(fallback: string): string {
  try {
    const stored = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    const { path, until } = JSON.parse(stored ?? 'null') as { path?: string; until?: number };
    return (until ?? 0) > Date.now() ? (safeReturnPath(path) ?? fallback) : fallback;
  } catch {
    return fallback;
  }
}

/** Forgets where to go after signing in (on sign-out: it belonged to the session that ends). */
export function forgetReturnTo(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
