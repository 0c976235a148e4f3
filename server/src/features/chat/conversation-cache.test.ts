import { describe, expect, it } from 'vitest';
import { ConversationCache } from './conversation-cache.ts';

const WILL = 'will-1';

function listeningCache() {
  const cache = new ConversationCache();
  cache.resume();
  return cache;
}

describe('ConversationCache', () => {
  it('serves a stored conversation only to the user it was read for', () => {
    const cache = listeningCache();
    cache.finish(cache.begin(WILL), { userId: 'ana', body: '{"a":1}' });
    expect(cache.get(WILL, 'ana')).toBe('{"a":1}');
    expect(cache.get(WILL, 'bruno')).toBeUndefined();
  });

  it('drops a conversation when its will changes', () => {
    const cache = listeningCache();
    cache.finish(cache.begin(WILL), { userId: 'ana', body: 'old' });
    cache.invalidate(WILL);
    expect(cache.get(WILL, 'ana')).toBeUndefined();
  });

  it('does not keep a read that began before a change of the same will', () => {
    const cache = listeningCache();
    const slowRead = cache.begin(WILL);
    cache.invalidate(WILL); // a turn committed while the read was in flight
    cache.finish(slowRead, { userId: 'ana', body: 'before the turn' });
    expect(cache.get(WILL, 'ana')).toBeUndefined();
    // The next read is kept.
    cache.finish(cache.begin(WILL), { userId: 'ana', body: 'after the turn' });
    expect(cache.get(WILL, 'ana')).toBe('after the turn');
  });

  it('keeps a read when only another will changed', () => {
    const cache = listeningCache();
    const read = cache.begin(WILL);
    cache.invalidate('will-2');
    cache.finish(read, { userId: 'ana', body: 'kept' });
    expect(cache.get(WILL, 'ana')).toBe('kept');
  });

  it('serves and stores nothing while not listening, and starts empty when listening again', () => {
    const cache = listeningCache();
    cache.finish(cache.begin(WILL), { userId: 'ana', body: 'kept' });
    const during = cache.begin(WILL);
    cache.pause();
    expect(cache.get(WILL, 'ana')).toBeUndefined();
    cache.finish(cache.begin(WILL), { userId: 'ana', body: 'while paused' });
    cache.resume();
    cache.finish(during, { userId: 'ana', body: 'began before the pause' });
    expect(cache.get(WILL, 'ana')).toBeUndefined();
  });

  it('is unused until the database listener says it is listening', () => {
    const cache = new ConversationCache();
    cache.finish(cache.begin(WILL), { userId: 'ana', body: 'x' });
    expect(cache.get(WILL, 'ana')).toBeUndefined();
  });

  it('forgets the least recently used conversations beyond its size', () => {
    const cache = new ConversationCache(100);
    cache.resume();
    cache.finish(cache.begin('a'), { userId: 'ana', body: 'x'.repeat(30) });
    cache.finish(cache.begin('b'), { userId: 'ana', body: 'y'.repeat(30) });
    expect(cache.get('a', 'ana')).toBeUndefined();
    expect(cache.get('b', 'ana')).toBe('y'.repeat(30));
  });
});
