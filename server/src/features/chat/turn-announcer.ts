/**
 * How often saved turns are announced to the other instances, at most: each announcement is one
 * NOTIFY carrying every will changed since the last one (ADR 0015).
 */
const DEFAULT_INTERVAL_MS = 10;
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

/** Sends one announcement: '<id>:<revision>' entries joined by ','. */
export type SendAnnouncement = (payload: string) => Promise<void>;

/**
 * Announces saved chat turns to the other server instances, batched. A turn's own transaction no
 * longer notifies (the trigger stays quiet for it, migration 0003): this instance drops its own
 * copies at once, and the others hear '<id>:<revision>' a few milliseconds later, as they would
 * have from the trigger. If this process dies in between, the others' copies of those wills stay
 * until they expire (ConversationCache's backstop) or the will changes again.
 */
export class TurnAnnouncer {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly send: SendAnnouncement,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = DEFAULT_INTERVAL_MS,
  ) {}

  /** A turn on this will was saved at this revision. */
  announce(testamentId: string, revision: number): void {
    if (this.closed) return;
    const known = this.pending.get(testamentId);
    if (known === undefined || known < revision) this.pending.set(testamentId, revision);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.intervalMs);
  }

  /** Sends what is pending now; resolves when every announcement so far has been sent. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const entries = [...this.pending].map(([id, revision]) => `${id}:${revision}`);
    this.pending = new Map();
    // One announcement at a time, in order: a newer revision never overtakes an older one.
    for (const payload of payloads(entries)) {
      this.sending = this.sending.then(() => this.send(payload)).catch(this.onError);
    }
    return this.sending;
  }

  /** Sends what is pending and stops announcing (the server is closing). */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }
}

/** Entries joined by ',' into as few payloads as fit PostgreSQL's limit. */
export function payloads(entries: readonly string[], maxBytes = MAX_PAYLOAD_BYTES): string[] {
  const out: string[] = [];
  let current = '';
  for (const entry of entries) {
    const next = current === '' ? entry : `${current},${entry}`;
    if (Buffer.byteLength(next) > maxBytes && current !== '') {
      out.push(current);
      current = entry;
    } else {
      current = next;
    }
  }
  if (current !== '') out.push(current);
  return out;
}
