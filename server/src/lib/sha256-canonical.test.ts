import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Canonical } from './sha256-canonical.ts';

describe('sha256Canonical', () => {
  it('gives the same hash whatever the key order, at every depth', () => {
    const a = { b: 1, a: { d: [1, { z: 1, y: 2 }], c: 'ã' } };
    const b = { a: { c: 'ã', d: [1, { y: 2, z: 1 }] }, b: 1 };
    expect(sha256Canonical(a)).toBe(sha256Canonical(b));
    expect(canonicalJson(b)).toBe('{"a":{"c":"ã","d":[1,{"y":2,"z":1}]},"b":1}');
  });

  it('changes when a value or the order of an array changes', () => {
    expect(sha256Canonical({ a: [1, 2] })).not.toBe(sha256Canonical({ a: [2, 1] }));
    expect(sha256Canonical({ a: 'x' })).not.toBe(sha256Canonical({ a: 'y' }));
  });

  it('is the hex SHA-256 of the canonical JSON', () => {
    // sha256('{"a":1}')
    expect(sha256Canonical({ a: 1 })).toBe(
      '015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862',
    );
  });
});
