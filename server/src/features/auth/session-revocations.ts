import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client.ts';

/**
 * How old this instance's view of the revoked sessions may be when it accepts a token. A request
 * that finds it older waits for one read (the first request after a quiet spell); under traffic
 * a timer keeps it fresh, so requests never wait.
 */
export const MAX_STALENESS_MS = 500;
/** An access token lives 15 minutes; revocations are kept a little longer (clock skew). */
export const REVOCATION_MEMORY_MS = 20 * 60_000;
/** After this long without a request, the instance stops reading (an idle server sends nothing). */
const IDLE_AFTER_MS = 10_000;

/** What one read returns: the revoked sessions since `horizon`, and the next horizon. */
export interface RevocationRead {
  sessionIds: string[];
  /** The oldest transaction still running at the read (`pg_snapshot_xmin`), as text. */
  horizon: string;
}

/** Reads the revocations recorded by transactions at or after `horizon` (migration 0008). */
export function readRevocationsFrom(db: Database) {
  return async (horizon: string): Promise<RevocationRead> => {
    const [row] = await selectRows<{ horizon: string; ids: string[] | null }>(
      db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
                 array(select session_id from session_revocations
                        where revoked_xid >= ${horizon}::xid8) as ids`,
    );
    return { sessionIds: row?.ids ?? [], horizon: row?.horizon ?? horizon };
  };
}

/** Deletes revocations older than any token they could concern. */
export async function pruneRevocations(db: Database): Promise<void> {
  await db.execute(
    sql`delete from session_revocations
         where revoked_at < now() - make_interval(secs => ${REVOCATION_MEMORY_MS / 1000})`,
  );
}

/**
 * The sessions whose access tokens are refused, as this instance knows them (ADR 0020). A token
 * is accepted only when this view was read less than MAX_STALENESS_MS before, and a revoking
 * request answers only after that long, so the next request after a sign-out fails on every
 * instance — with one small read per instance per quarter second under traffic, not a database
 * round trip per request.
 */
export class SessionRevocations {
  private readonly revoked = new Map<string, number>();
  private horizon = '0';
  /** When the newest completed read started (monotonic ms). */
  private freshSince = Number.NEGATIVE_INFINITY;
  private reading: { startedAt: number; done: Promise<void> } | null = null;
  private lastUse = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly read: (horizon: string) => Promise<RevocationRead>,
    private readonly options: {
      maxStalenessMs?: number;
      now?: () => number;
      onError?: (error: unknown) => void;
    },
  ) {}

  private get maxStaleness(): number {
    return this.options.maxStalenessMs ?? MAX_STALENESS_MS;
  }

  private now(): number {
    return this.options.now?.() ?? performance.now();
  }

  /** True when tokens of this session must be refused. */
  isRevoked(sessionId: string): boolean {
    const until = this.revoked.get(sessionId);
    return until !== undefined && until > Date.now();
  }

  /** Resolves once this instance's view is fresh enough to accept a token now. */
  async ensureFresh(): Promise<void> {
    const now = this.now();
    this.lastUse = now;
    this.keepFresh();
    if (now - this.freshSince <= this.maxStaleness) return;
    await this.refresh(now - this.maxStaleness);
  }

  /**
   * Called after a request that deleted sessions answered successfully and before its answer is
   * sent: reads the revocations at once (this instance refuses the tokens from now on), then
   * waits until every other instance on the database must have read them too.
   */
  async afterRevoking(): Promise<void> {
    const startedAt = this.now();
    await this.refresh(startedAt);
    const left = this.maxStaleness - (this.now() - startedAt);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }

  /** Stops the timer (app close). */
  close(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Reads, unless a read that started at or after `notBefore` is already under way. */
  private async refresh(notBefore: number): Promise<void> {
    if (this.reading && this.reading.startedAt >= notBefore) return this.reading.done;
    const startedAt = this.now();
    const done = this.read(this.horizon).then((result) => {
      const forgetAt = Date.now() + REVOCATION_MEMORY_MS;
      for (const id of result.sessionIds) if (!this.revoked.has(id)) this.revoked.set(id, forgetAt);
      this.horizon = result.horizon;
      this.freshSince = Math.max(this.freshSince, startedAt);
    });
    const reading = { startedAt, done };
    this.reading = reading;
    try {
      await done;
    } finally {
      if (this.reading === reading) this.reading = null;
    }
  }

  /** Under traffic, reads every half staleness period so requests find the view fresh. */
  private keepFresh(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => {
      if (this.now() - this.lastUse > IDLE_AFTER_MS) {
        this.close();
        return;
      }
      this.forgetExpired();
      this.refresh(this.now()).catch((error: unknown) => this.options.onError?.(error));
    }, this.maxStaleness / 2);
    this.timer.unref();
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [id, until] of this.revoked) if (until <= now) this.revoked.delete(id);
  }
}
