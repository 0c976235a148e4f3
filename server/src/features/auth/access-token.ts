import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Config } from '../../config.ts';
import { errors } from '../../errors/app-error.ts';

/** Who is calling, from a verified access token. */
export interface TokenUser {
  id: string;
  email: string;
  /** The session the token was issued for: refused once that session is gone (ADR 0020). */
  sessionId: string;
}

const RELOAD_INTERVAL_MS = 10_000;
/** Verified tokens remembered, so a client's repeated calls skip the signature check. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Verifies /api/v1 bearer tokens locally with jose against a cached copy of our JWKS: no database
 * round trip per request. The key set is reloaded when a token names a key we have not seen.
 */
export function createAccessTokenVerifier(
  config: Pick<Config, 'publicUrl'>,
  loadJwks: () => Promise<JSONWebKeySet>,
) {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  let loadedAt = 0;
  let loading: Promise<void> | undefined;

  const reload = () => {
    loading ??= loadJwks()
      .then((jwks) => {
        keySet = createLocalJWKSet(jwks);
        loadedAt = Date.now();
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  // A token is immutable and its signature, issuer and audience were checked once: until it
  // expires, the same string means the same user. Ed25519 verification costs about half a
  // millisecond of main-thread time per request under load, so this matters for throughput.
  const verified = new Map<string, { user: TokenUser; expiresAt: number }>();

  async function verifyOnce(token: string): Promise<TokenUser> {
    if (!keySet) await reload();
    const { payload } = await jwtVerify(token, keySet!, {
      issuer: config.publicUrl,
      audience: config.publicUrl,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw errors.unauthorized();
    // A token that names no session cannot be revoked with it: not accepted.
    if (typeof payload.sid !== 'string' || payload.sid === '') throw errors.unauthorized();
    const user = {
      id: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : '',
      sessionId: payload.sid,
    };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_CACHE_SIZE) {
        // Maps iterate in insertion order: drop the oldest entry.
        verified.delete(verified.keys().next().value!);
      }
      verified.set(token, { user, expiresAt: payload.exp * 1000 });
    }
    return user;
  }

  return async function verify(token: string): Promise<TokenUser> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.user;
      verified.delete(token);
    }
    try {
      return await verifyOnce(token);
    } catch (error) {
      const unknownKey = error instanceof joseErrors.JWKSNoMatchingKey;
      if (unknownKey && Date.now() - loadedAt > RELOAD_INTERVAL_MS) {
        await reload();
        try {
          return await verifyOnce(token);
        } catch {
          throw errors.unauthorized();
        }
      }
      throw errors.unauthorized();
    }
  };
}
