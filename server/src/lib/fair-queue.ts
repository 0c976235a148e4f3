/** A task waited longer than the queue allows; it never started. */
export class QueueWaitTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(`queued task did not start within ${waitedMs} ms`);
    this.name = 'QueueWaitTimeoutError';
  }
}

/** One client already has as many tasks waiting as it may. */
export class QueueClientFullError extends Error {
  constructor() {
    super('this client already has the most queued tasks allowed');
    this.name = 'QueueClientFullError';
  }
}

interface Job {
  run: () => void;
  timer: NodeJS.Timeout;
}

interface Client {
  jobs: Job[];
  running: number;
  /** When this client's last task started (a counter); -1 before its first. */
  lastTurn: number;
}

/**
 * Runs at most `concurrency` tasks at once, taking turns between clients (the client whose last
 * task started longest ago goes next) instead of first come, first served: a client with 60
 * tasks queued delays another client's task by at most one of its own. A task that waits longer
 * than `maxWaitMs` is dropped with QueueWaitTimeoutError, and a client with `maxPerClient` tasks
 * waiting gets QueueClientFullError.
 */
export class FairQueue {
  private readonly clients = new Map<string, Client>();
  private active = 0;
  private turn = 0;

  constructor(
    private readonly options: { concurrency: number; maxWaitMs: number; maxPerClient: number },
  ) {}

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting, all clients together. */
  get pending(): number {
    let count = 0;
    for (const client of this.clients.values()) count += client.jobs.length;
    return count;
  }

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let client = this.clients.get(key);
      if (client && client.jobs.length >= this.options.maxPerClient) {
        reject(new QueueClientFullError());
        return;
      }
      if (!client) {
        client = { jobs: [], running: 0, lastTurn: -1 };
        this.clients.set(key, client);
      }
      const owner = client;
      const job: Job = {
        run: () => {
          this.active += 1;
          owner.running += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              this.active -= 1;
              owner.running -= 1;
              this.forgetIfIdle(key, owner);
              this.next();
            });
        },
        timer: setTimeout(() => {
          const index = owner.jobs.indexOf(job);
          if (index !== -1) owner.jobs.splice(index, 1);
          this.forgetIfIdle(key, owner);
          reject(new QueueWaitTimeoutError(this.options.maxWaitMs));
        }, this.options.maxWaitMs),
      };
      client.jobs.push(job);
      this.next();
    });
  }

  private next(): void {
    while (this.active < this.options.concurrency) {
      let chosen: Client | undefined;
      for (const client of this.clients.values()) {
        if (client.jobs.length > 0 && (!chosen || client.lastTurn < chosen.lastTurn)) {
          chosen = client;
        }
      }
      if (!chosen) return;
      const job = chosen.jobs.shift()!;
      chosen.lastTurn = this.turn++;
      clearTimeout(job.timer);
      job.run();
    }
  }

  private forgetIfIdle(key: string, client: Client): void {
    if (client.jobs.length === 0 && client.running === 0 && this.clients.get(key) === client) {
      this.clients.delete(key);
    }
  }
}
