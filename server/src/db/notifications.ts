import type pg from 'pg';

/** What a listener on a notification channel is told. */
export interface ChannelHandlers {
  /** A notification's payload. */
  onNotify(payload: string): void;
  /** Listening (again): notifications sent while not listening were lost. */
  onListening(): void;
  /** Not listening any more (the connection dropped); reconnecting. */
  onStopped(): void;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * LISTEN on PostgreSQL over a dedicated connection (a pooled one would be handed to queries).
 * If the connection drops (restart, failover), `onStopped` is called at once and the listener
 * reconnects with a growing delay; `onListening` follows each successful LISTEN.
 */
export function listenOnPostgres(
  Client: typeof pg.Client,
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): () => Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const scheduleRetry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const dropped = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    handlers.onStopped();
    current.removeAllListeners('notification');
    void current.end().catch(() => undefined);
    scheduleRetry();
  };

  async function connect(): Promise<void> {
    const current = new Client({ connectionString: url });
    client = current;
    current.on('error', () => dropped(current));
    current.on('end', () => dropped(current));
    current.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotify(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
      if (stopped) {
        await current.end();
        return;
      }
      retryMs = RETRY_MIN_MS;
      handlers.onListening();
    } catch {
      dropped(current);
    }
  }

  void connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners();
      current.on('error', () => undefined);
      await current.end().catch(() => undefined);
    }
  };
}
