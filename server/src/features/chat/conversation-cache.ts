import { LRUCache } from 'lru-cache';

/** The channel the `testaments_changed` trigger notifies with a will's id (migration 0002). */
export const TESTAMENT_CHANGED_CHANNEL = 'legado_testament_changed';

interface Entry {
  userId: string;
  /** The serialized GET /chat response. */
  body: string;
}

/** A read in progress: what it must check before its result may be kept. */
export interface CacheTicket {
  testamentId: string;
  generation: number;
  epoch: number;
}

/**
 * How long an entry may be served at most. Only a backstop: a server that dies between saving a
 * turn and announcing it (TurnAnnouncer, a few milliseconds) leaves the others' copies of that
 * will unannounced; they expire after this.
 */
const BACKSTOP_TTL_MS = 60_000;

/**
 * Serialized conversations (GET /api/v1/chat responses) by will, so reading one back costs no
 * database round trip. Correctness rests on invalidation:
 * - every change to a will's row is announced: chat turns by the server that saved them, within
 *   milliseconds (TurnAnnouncer), every other change by the database at commit (trigger
 *   `testaments_changed`), and every instance drops its copy when it hears it;
 * - this instance's own writes also drop it at once, before their response is sent;
 * - a read that began before an invalidation of the same will does not store its (older) result;
 * - while the notification connection is down nothing is served or stored, and everything is
 *   dropped when it comes back (notifications sent meanwhile were lost).
 * The cache never decides who may read: an entry is only served to the user it was built for.
 */
export class ConversationCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Per will with reads in flight: invalidations seen since they began, and how many reads. */
  private readonly inFlight = new Map<string, { generation: number; readers: number }>();
  private epoch = 0;
  private listening = false;

  constructor(maxBytes = 8 * 1024 * 1024) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      ttl: BACKSTOP_TTL_MS,
      sizeCalculation: (entry) => Math.max(1, entry.body.length * 2),
    });
  }

  /** The cached response for this will and user, if any. */
  get(testamentId: string, userId: string): string | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(testamentId);
    return entry?.userId === userId ? entry.body : undefined;
  }

  /** Starts a read from the database; pair with `finish`. */
  begin(testamentId: string): CacheTicket {
    const state = this.inFlight.get(testamentId) ?? { generation: 0, readers: 0 };
    state.readers += 1;
    this.inFlight.set(testamentId, state);
    return { testamentId, generation: state.generation, epoch: this.epoch };
  }

  /** Ends a read; with a result, keeps it unless the will changed since the read began. */
  finish(ticket: CacheTicket, result?: { userId: string; body: string }): void {
    const state = this.inFlight.get(ticket.testamentId);
    const unchanged = state?.generation === ticket.generation && this.epoch === ticket.epoch;
    if (state) {
      state.readers -= 1;
      if (state.readers === 0) this.inFlight.delete(ticket.testamentId);
    }
    if (result && unchanged && this.listening) this.entries.set(ticket.testamentId, result);
  }

  /** The will changed (a notification, or a write of this instance). */
  invalidate(testamentId: string): void {
    this.entries.delete(testamentId);
    const state = this.inFlight.get(testamentId);
    if (state) state.generation += 1;
  }

  /** Listening to the database's notifications: the cache may be used (from empty). */
  resume(): void {
    this.clear();
    this.listening = true;
  }

  /** Not listening: nothing is served or stored until `resume`. */
  pause(): void {
    this.listening = false;
    this.clear();
  }

  private clear(): void {
    this.entries.clear();
    this.epoch += 1;
  }
}
