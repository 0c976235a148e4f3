import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pLimit from 'p-limit';

/**
 * better-auth's scrypt (N=16384, r=16) takes 32 MB of memory per hash, for about 60 ms on a libuv
 * thread. Four sign-ins at once would take 128 MB and every thread of the pool that also serves
 * static files. One at a time keeps a burst of sign-ins to 32 MB and three threads free; the auth
 * rate limits keep the queue short. The parameters themselves cannot change: the stored hashes
 * ("salt:key") do not record them.
 */
export const PASSWORD_HASHES_AT_ONCE = 1;

/** better-auth's own hash and verify, run at most `concurrency` at a time. */
export function createPasswordHashing(concurrency = PASSWORD_HASHES_AT_ONCE) {
  const limit = pLimit(concurrency);
  return {
    hash: (password: string) => limit(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => limit(() => verifyPassword(data)),
    /** Hashes running now and waiting (for tests and diagnostics). */
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
