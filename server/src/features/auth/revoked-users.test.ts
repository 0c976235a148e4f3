import { describe, expect, it } from 'vitest';
import { createRevokedUsers, REVOCATION_TTL_MS } from './revoked-users.ts';

describe('revoked users', () => {
  it('refuses a revoked user until every token issued before could have expired', () => {
    let now = 1_000_000;
    const revoked = createRevokedUsers(() => now);
    revoked.revoke('ana');
    expect(revoked.isRevoked('ana')).toBe(true);
    expect(revoked.isRevoked('bruno')).toBe(false);
    now += REVOCATION_TTL_MS - 1;
    expect(revoked.isRevoked('ana')).toBe(true);
    now += 1;
    expect(revoked.isRevoked('ana')).toBe(false);
  });

  it('revokes, in one sweep, the recently seen users that no longer exist', async () => {
    let now = 0;
    const revoked = createRevokedUsers(() => now);
    revoked.noteSeen('ana');
    revoked.noteSeen('bruno');
    const asked: string[][] = [];
    const gone = await revoked.sweep(async (ids) => {
      asked.push(ids);
      return new Set(['bruno']);
    });
    expect(gone).toEqual(['ana']);
    expect(asked).toEqual([['ana', 'bruno']]);
    expect(revoked.isRevoked('ana')).toBe(true);
    expect(revoked.isRevoked('bruno')).toBe(false);

    // Ana is no longer watched; Bruno is until his tokens could have expired unseen.
    now += REVOCATION_TTL_MS + 1;
    const later: string[][] = [];
    await revoked.sweep(async (ids) => {
      later.push(ids);
      return new Set(ids);
    });
    expect(later).toEqual([]);
  });
});
