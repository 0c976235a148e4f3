import { AsyncLocalStorage } from 'node:async_hooks';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { errors } from '../../errors/app-error.ts';
import { FairQueue, QueueClientFullError, QueueWaitTimeoutError } from '../../lib/fair-queue.ts';

/**
 * better-auth's scrypt (N=16384, r=16) takes 32 MB of memory per hash, for about 60 ms on a libuv
 * thread. Four sign-ins at once would take 128 MB and every thread of the pool that also serves
 * static files. One at a time keeps a burst of sign-ins to 32 MB and three threads free; the auth
 * rate limits keep the queue short. The parameters themselves cannot change: the stored hashes
 * ("salt:key") do not record them.
 */
export const PASSWORD_HASHES_AT_ONCE = 1;
/** A hash that could not start within this long is refused (503) instead of waiting on. */
export const HASH_MAX_WAIT_MS = 10_000;
/** Hashes one client may have waiting; more are refused at once (429). */
export const HASHES_WAITING_PER_CLIENT = 4;

/** Who asks for a hash: set around each request that may hash (the client's IP). */
const hashingClient = new AsyncLocalStorage<string>();

/** Runs `work` with its password hashes counted against `client` (an IP) in the queue. */
export function asHashingClient<T>(client: string, work: () => Promise<T>): Promise<T> {
  return hashingClient.run(client, work);
}

/**
 * better-auth's own hash and verify, `concurrency` at a time, with clients taking turns: one
 * client sending 60 password changes waits behind itself, not in front of everybody's sign-in.
 */
export function createPasswordHashing(
  options: { concurrency?: number; maxWaitMs?: number; maxPerClient?: number } = {},
) {
  const queue = new FairQueue({
    concurrency: options.concurrency ?? PASSWORD_HASHES_AT_ONCE,
    maxWaitMs: options.maxWaitMs ?? HASH_MAX_WAIT_MS,
    maxPerClient: options.maxPerClient ?? HASHES_WAITING_PER_CLIENT,
  });
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return await queue.run(hashingClient.getStore() ?? 'server', task);
    } catch (error) {
      if (error instanceof QueueClientFullError) throw errors.rateLimited();
      if (error instanceof QueueWaitTimeoutError) {
        throw errors.serviceUnavailable(
          'Muitas pessoas estão entrando agora. Tente de novo em alguns segundos.',
        );
      }
      throw error;
    }
  };
  return {
    hash: (password: string) => run(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => run(() => verifyPassword(data)),
    /** Hashes running now and waiting (for tests and diagnostics). */
    get running() {
      return queue.running;
    },
    get waiting() {
      return queue.pending;
    },
  };
}
