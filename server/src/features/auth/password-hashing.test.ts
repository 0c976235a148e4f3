import { describe, expect, it } from 'vitest';
import {
  asHashingClient,
  createPasswordHashing,
  PASSWORD_HASHES_AT_ONCE,
} from './password-hashing.ts';

describe('password hashing', () => {
  it('runs one scrypt at a time and queues the rest', async () => {
    expect(PASSWORD_HASHES_AT_ONCE).toBe(1);
    const hashing = createPasswordHashing();
    const hashes = Promise.all(['senha-um-1', 'senha-dois-2', 'senha-três-3'].map(hashing.hash));
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

  it('lets clients take turns and refuses a client with too many hashes waiting (429)', async () => {
    const hashing = createPasswordHashing({ maxPerClient: 2 });
    const order: string[] = [];
    const hashAs = (client: string, password: string) =>
      asHashingClient(client, () => hashing.hash(password)).then(() => order.push(client));
    const flood = [hashAs('a', 'senha-a-1'), hashAs('a', 'senha-a-2'), hashAs('a', 'senha-a-3')];
    const refused = asHashingClient('a', () => hashing.hash('senha-a-4')).catch(
      (error: unknown) => error,
    );
    const victim = hashAs('b', 'senha-b-1');
    expect(await refused).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    await Promise.all([...flood, victim]);
    expect(order).toEqual(['a', 'b', 'a', 'a']);
  });
});
