import { afterEach, describe, expect, it } from 'vitest';
import { SessionRevocations, type RevocationRead } from './session-revocations.ts';

/** A database stand-in: the revoked sessions, and every read it was asked for. */
function fakeDatabase() {
  const revoked: string[] = [];
  const reads: string[] = [];
  return {
    revoked,
    reads,
    read: async (horizon: string): Promise<RevocationRead> => {
      reads.push(horizon);
      return { sessionIds: [...revoked], horizon: String(reads.length) };
    },
  };
}

describe('SessionRevocations', () => {
  let clock = 0;
  const opened: SessionRevocations[] = [];
  const open = (read: (horizon: string) => Promise<RevocationRead>) => {
    const revocations = new SessionRevocations(read, {
      maxStalenessMs: 500,
      now: () => clock,
    });
    opened.push(revocations);
    return revocations;
  };
  afterEach(() => {
    for (const revocations of opened.splice(0)) revocations.close();
  });

  it('reads at most once per staleness period while fresh, and again once stale', async () => {
    const database = fakeDatabase();
    const revocations = open(database.read);
    clock = 1_000;
    await revocations.ensureFresh();
    await revocations.ensureFresh();
    clock = 1_400;
    await revocations.ensureFresh();
    expect(database.reads).toEqual(['0']);
    database.revoked.push('sessao-a');
    clock = 1_501;
    await revocations.ensureFresh();
    // The next read starts from the horizon the previous one returned.
    expect(database.reads).toEqual(['0', '1']);
    expect(revocations.isRevoked('sessao-a')).toBe(true);
    expect(revocations.isRevoked('sessao-b')).toBe(false);
  });

  it('after a revoking request, refuses at once and answers only once others must have read', async () => {
    const database = fakeDatabase();
    const revocations = open(database.read);
    clock = 5_000;
    await revocations.ensureFresh();
    database.revoked.push('sessao-saiu');
    const started = performance.now();
    await revocations.afterRevoking();
    expect(revocations.isRevoked('sessao-saiu')).toBe(true);
    // The fake clock did not move, so the whole staleness period was waited for in real time.
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
  });
});
