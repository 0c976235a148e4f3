import { describe, expect, it, vi } from 'vitest';
import { FairQueue, QueueClientFullError, QueueWaitTimeoutError } from './fair-queue.ts';

/** A task that finishes when `release()` is called, recording when it started. */
function gate(label: string, started: string[]) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    task: () => {
      started.push(label);
      return done.then(() => label);
    },
    release: () => release(),
  };
}

describe('FairQueue', () => {
  it('takes turns between clients: one client with many tasks delays another by one task', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaitMs: 60_000, maxPerClient: 100 });
    const started: string[] = [];
    const flood = Array.from({ length: 10 }, (_, index) => gate(`a${index}`, started));
    const floods = flood.map((item) => queue.run('atacante', item.task));
    const victim = gate('b', started);
    const victimDone = queue.run('vitima', victim.task);
    expect(started).toEqual(['a0']);
    flood[0]!.release();
    await floods[0];
    await Promise.resolve();
    // The victim's task runs right after the one already running, not after the other nine.
    expect(started).toEqual(['a0', 'b']);
    victim.release();
    await victimDone;
    for (const item of flood) item.release();
    await Promise.all(floods);
    expect(started).toHaveLength(11);
  });

  it('refuses a client that already has its maximum waiting', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaitMs: 60_000, maxPerClient: 2 });
    const started: string[] = [];
    const running = gate('x', started);
    const first = queue.run('a', running.task);
    const waiting = [gate('y', started), gate('z', started)];
    const queued = waiting.map((item) => queue.run('a', item.task));
    await expect(queue.run('a', async () => 'w')).rejects.toBeInstanceOf(QueueClientFullError);
    // Another client still gets in line.
    const other = queue.run('b', async () => 'b');
    running.release();
    for (const item of waiting) item.release();
    await Promise.all([first, ...queued, other]);
  });

  it('drops a task that waited too long without starting it', async () => {
    vi.useFakeTimers();
    try {
      const queue = new FairQueue({ concurrency: 1, maxWaitMs: 1_000, maxPerClient: 10 });
      const started: string[] = [];
      const running = gate('longo', started);
      const first = queue.run('a', running.task);
      const late = queue.run('b', async () => 'nunca');
      const outcome = late.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1_001);
      expect(await outcome).toBeInstanceOf(QueueWaitTimeoutError);
      expect(queue.pending).toBe(0);
      running.release();
      await first;
      expect(started).toEqual(['longo']);
    } finally {
      vi.useRealTimers();
    }
  });
});
