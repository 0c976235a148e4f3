import { describe, expect, it } from 'vitest';
import type { TestamentRow } from '../testaments/testaments-service.ts';
import { parseTestamentChanges, WillCache } from './will-cache.ts';

function row(revision: number): TestamentRow {
  return {
    id: 'will-1',
    userId: 'ana',
    status: 'draft',
    content: {},
    interviewState: {},
    createdAt: new Date(0),
    updatedAt: new Date(0),
    finalizedAt: null,
    contentSha256: null,
    revision,
    announcedRevision: revision,
  };
}

describe('parseTestamentChanges', () => {
  it('reads the trigger’s "<id>:<revision>" and "<id>" (a deletion)', () => {
    expect(parseTestamentChanges('will-1:7')).toEqual([{ testamentId: 'will-1', revision: 7 }]);
    expect(parseTestamentChanges('will-1')).toEqual([{ testamentId: 'will-1' }]);
    expect(parseTestamentChanges('will-1:x')).toEqual([{ testamentId: 'will-1' }]);
  });

  it('reads a server’s batch of announced turns, joined by commas', () => {
    expect(parseTestamentChanges('will-1:7,will-2:1')).toEqual([
      { testamentId: 'will-1', revision: 7 },
      { testamentId: 'will-2', revision: 1 },
    ]);
    expect(parseTestamentChanges('')).toEqual([]);
  });
});

describe('WillCache', () => {
  it('keeps its copy when the database announces the revision it already has', () => {
    const wills = new WillCache();
    wills.remember(row(3));
    wills.changed({ testamentId: 'will-1', revision: 3 }); // its own save, heard back
    expect(wills.get('will-1', 'ana')?.revision).toBe(3);
  });

  it('drops its copy on a newer revision or a deletion', () => {
    const wills = new WillCache();
    wills.remember(row(3));
    wills.changed({ testamentId: 'will-1', revision: 4 });
    expect(wills.get('will-1', 'ana')).toBeUndefined();
    wills.remember(row(4));
    wills.changed({ testamentId: 'will-1' });
    expect(wills.get('will-1', 'ana')).toBeUndefined();
  });

  it('gives a will only to its owner', () => {
    const wills = new WillCache();
    wills.remember(row(1));
    expect(wills.get('will-1', 'bruno')).toBeUndefined();
  });
});
