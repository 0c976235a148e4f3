/**
 * The bearer token for /api/v1 (spec §7, §9): fetched from better-auth's `GET /api/auth/token`
 * with the session cookie, kept only in memory, renewed when less than 90 s remain.
 */
export const TOKEN_REFRESH_MARGIN_MS = 90_000;

interface CachedToken {
  token: string;
  expiresAt: number;
}

let cached: CachedToken | null = null;
let inFlight: Promise<string | null> | null = null;

function expiryOf(token: string): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof json.exp === 'number' ? json.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

async function fetchToken(): Promise<string | null> {
  const response = await fetch('/api/auth/token', { credentials: 'same-origin' });
  if (!response.ok) {
    cached = null;
    return null;
  }
  const body = (await response.json()) as { token?: string };
  if (!body.token) return null;
  cached = { token: body.token, expiresAt: expiryOf(body.token) };
  return body.token;
}

/** The current access token, or null when signed out. Concurrent callers share one fetch. */
export async function getAccessToken(
  options: { forceRefresh?: boolean } = {},
): Promise<string | null> {
  if (!options.forceRefresh && cached && cached.expiresAt - Date.now() > TOKEN_REFRESH_MARGIN_MS) {
    return cached.token;
  }
  inFlight ??= fetchToken().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Forgets the token (sign-out). */
export function clearAccessToken(): void {
  cached = null;
}
