import { describe, expect, it } from 'vitest';
import { payloads, TurnAnnouncer } from './turn-announcer.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function recorder() {
  const sent: string[] = [];
  const errors: unknown[] = [];
  return {
    sent,
    errors,
    send: async (payload: string) => {
      await Promise.resolve();
      sent.push(payload);
    },
    onError: (error: unknown) => errors.push(error),
  };
}

describe('TurnAnnouncer', () => {
  it('sends the turns saved within one interval as one announcement, the newest revision each', async () => {
    const log = recorder();
    const announcer = new TurnAnnouncer(log.send, log.onError, 5);
    announcer.announce('will-1', 3);
    announcer.announce('will-2', 1);
    announcer.announce('will-1', 4);
    announcer.announce('will-1', 2); // an older save heard late never goes back
    expect(log.sent).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(log.sent).toEqual(['will-1:4,will-2:1']);

    announcer.announce('will-2', 2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(log.sent).toEqual(['will-1:4,will-2:1', 'will-2:2']);
    expect(log.errors).toEqual([]);
  });

  it('sends what is pending when it closes, and nothing after', async () => {
    const log = recorder();
    const announcer = new TurnAnnouncer(log.send, log.onError, 60_000);
    announcer.announce('will-1', 1);
    await announcer.close();
    expect(log.sent).toEqual(['will-1:1']);
    announcer.announce('will-1', 2);
    await announcer.flush();
    expect(log.sent).toEqual(['will-1:1']);
  });

  it('reports a failed send and goes on with the next one', async () => {
    const sent: string[] = [];
    const errors: unknown[] = [];
    let fail = true;
    const announcer = new TurnAnnouncer(
      async (payload) => {
        if (fail) {
          fail = false;
          throw new Error('conexão perdida');
        }
        sent.push(payload);
      },
      (error) => errors.push(error),
      60_000,
    );
    announcer.announce('will-1', 1);
    await announcer.flush();
    announcer.announce('will-2', 1);
    await announcer.flush();
    expect(errors).toHaveLength(1);
    expect(sent).toEqual(['will-2:1']);
  });

  it('sends announcements in order, one at a time', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const announcer = new TurnAnnouncer(
      async (payload) => {
        order.push(`start ${payload}`);
        if (payload === 'will-1:1') await gate;
        order.push(`end ${payload}`);
      },
      () => undefined,
      60_000,
    );
    announcer.announce('will-1', 1);
    const first = announcer.flush();
    announcer.announce('will-1', 2);
    const second = announcer.flush();
    await Promise.resolve();
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['start will-1:1', 'end will-1:1', 'start will-1:2', 'end will-1:2']);
  });
});

describe('payloads', () => {
  it('keeps every announcement under PostgreSQL’s NOTIFY limit, splitting only between entries', () => {
    const entries = Array.from({ length: 500 }, (_, i) => `${uuid(i)}:${i}`);
    const out = payloads(entries);
    expect(out.length).toBeGreaterThan(1);
    for (const payload of out) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(out.join(',').split(',')).toEqual(entries);
  });

  it('sends nothing for nothing', () => {
    expect(payloads([])).toEqual([]);
  });
});
