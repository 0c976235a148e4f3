import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Config } from '../../config.ts';
import { errors } from '../../errors/app-error.ts';

/** Who is calling, from a verified access token. */
export interface TokenUser {
  id: string;
  email: string;
}

const RELOAD_INTERVAL_MS = 10_000;

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

  async function verifyOnce(token: string): Promise<TokenUser> {
    if (!keySet) await reload();
    const { payload } = await jwtVerify(token, keySet!, {
      issuer: config.publicUrl,
      audience: config.publicUrl,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw errors.unauthorized();
    return { id: payload.sub, email: typeof payload.email === 'string' ? payload.email : '' };
  }

  return async function verify(token: string): Promise<TokenUser> {
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
