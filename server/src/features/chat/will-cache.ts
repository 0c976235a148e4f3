import { LRUCache } from 'lru-cache';
import type { TestamentRow } from '../testaments/testaments-service.ts';

/**
 * A will change as announced on 'legado_testament_changed': '<id>:<revision>', or '<id>' when
 * deleted. The trigger `testaments_changed` sends one per payload; a server announcing its saved
 * turns (TurnAnnouncer) sends several, joined by ','.
 */
export interface TestamentChange {
  testamentId: string;
  /** The revision after the change; absent when the will was deleted. */
  revision?: number;
}

/** Reads a notification payload of the 'legado_testament_changed' channel. */
export function parseTestamentChanges(payload: string): TestamentChange[] {
  return payload
    .split(',')
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [testamentId = '', revision] = entry.split(':');
      const number = revision === undefined ? NaN : Number(revision);
      return Number.isInteger(number) ? { testamentId, revision: number } : { testamentId };
    });
}

/**
 * The wills this instance saved a turn on recently, as they were saved, so the next turn of the
 * same conversation can start without reading the will back: one round trip per turn instead of
 * two. Never trusted for correctness: a turn is saved only if the database still holds the
 * revision it was computed from (save-turn.ts), so a stale entry costs a retry, not a lost write.
 * Entries are dropped when the database announces a newer revision, and they hold the owner's id,
 * which never changes, so a turn by anyone else still goes to the database (and gets its 404).
 */
export class WillCache {
  private readonly rows = new LRUCache<string, TestamentRow>({ max: 1000 });

  /** The will as last saved here, when it belongs to this user. */
  get(testamentId: string, userId: string): TestamentRow | undefined {
    const row = this.rows.get(testamentId);
    return row?.userId === userId ? row : undefined;
  }

  /** The will right after this instance saved a turn on it. */
  remember(row: TestamentRow): void {
    this.rows.set(row.id, row);
  }

  forget(testamentId: string): void {
    this.rows.delete(testamentId);
  }

  /** A change announced by the database: anything older than it (or a deletion) is dropped. */
  changed(change: TestamentChange): void {
    const row = this.rows.peek(change.testamentId);
    if (row && (change.revision === undefined || row.revision < change.revision)) {
      this.rows.delete(change.testamentId);
    }
  }

  clear(): void {
    this.rows.clear();
  }
}
