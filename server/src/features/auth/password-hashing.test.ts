import { describe, expect, it } from 'vitest';
import { createPasswordHashing, PASSWORD_HASHES_AT_ONCE } from './password-hashing.ts';

describe('password hashing', () => {
  it('runs one scrypt at a time and queues the rest', async () => {
    expect(PASSWORD_HASHES_AT_ONCE).toBe(1);
    const hashing = createPasswordHashing();
    const hashes = Promise.all(['senha-um-1', 'senha-dois-2', 'senha-três-3'].map(hashing.hash));
    // p-limit starts queued work on a microtask: look once the first has started.
    await Promise.resolve();
    expect(hashing.running).toBe(1);
    expect(hashing.waiting).toBe(2);
    const [first, second, third] = await hashes;
    expect(hashing.running + hashing.waiting).toBe(0);
    expect(first).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await hashing.verify({ hash: first!, password: 'senha-um-1' })).toBe(true);
    expect(await hashing.verify({ hash: second!, password: 'senha-dois-2' })).toBe(true);
    expect(await hashing.verify({ hash: third!, password: 'senha-um-1' })).toBe(false);
  });

  it('reads hashes made by better-auth without the limit', async () => {
    const { hashPassword } = await import('better-auth/crypto');
    const stored = await hashPassword('Senha antiga 123');
    const hashing = createPasswordHashing();
    expect(await hashing.verify({ hash: stored, password: 'Senha antiga 123' })).toBe(true);
    expect(await hashing.verify({ hash: stored, password: 'senha antiga 123' })).toBe(false);
  });
});
