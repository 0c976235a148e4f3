import net from 'node:net';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { authPost } from '../auth-helpers.ts';
import { createTestApp } from '../test-app.ts';

const origin = 'http://localhost:3996';

/** An SMTP server that accepts connections and never answers: every send hangs. */
async function startSilentSmtp() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The request's answer, or a failure naming the wait when it takes longer than `ms`. */
async function within<T>(ms: number, request: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('password reset requests', () => {
  let smtp: Awaited<ReturnType<typeof startSilentSmtp>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSilentSmtp();
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-reset-'));
    ({ app } = await createTestApp(database, {
      env: { DATA_DIR: dataDir, PUBLIC_URL: origin, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    }));
    const signUp = await authPost(app, origin, '/sign-up/email', {
      name: 'Pessoa Existente',
      email: 'existe@exemplo.com',
      password: 'castanheira-alta-33',
    });
    expect(signUp.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('are answered before the e-mail is sent, the same for an existing and an unknown address', async () => {
    const ask = (email: string) =>
      within(
        5_000,
        authPost(app, origin, '/request-password-reset', { email, redirectTo: '/redefinir-senha' }),
      );
    const existing = await ask('existe@exemplo.com');
    const unknown = await ask('nao-existe@exemplo.com');
    expect(existing.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(existing.body).toBe(unknown.body);
    // The e-mail to the existing account is still on its way (the SMTP server never answers).
    expect(smtp.connections()).toBeGreaterThan(0);
  });
});
