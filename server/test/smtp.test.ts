import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { authPost, cookiesFrom } from './auth-helpers.ts';
import { createTestApp } from './test-app.ts';
import { databaseTargets } from './test-database.ts';

const PUBLIC_URL = 'http://localhost:3997';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A local SMTP server on a free port that keeps every message it is given. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    /** Resolves with the first message to this address (with this subject), waiting if needed. */
    async messageTo(address: string, timeoutMs = 5_000, subject?: string): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(
          (mail) =>
            mail.to.includes(address) && (!subject || header(mail.raw, 'Subject') === subject),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a quoted-printable message (soft breaks and =XX escapes undone). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header value, with RFC 2047 encoded words decoded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

describe.each(databaseTargets)('password-reset e-mail through SMTP on $name', (target) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ database, drop } = await target.open());
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-smtp-'));
    ({ app } = await createTestApp(database, {
      env: {
        DATA_DIR: dataDir,
        PUBLIC_URL,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Legado <nao-responda@legado.local>',
      },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a Portuguese reset e-mail whose link works exactly once', async () => {
    const email = `julia.${target.name}@exemplo.com`;
    const signUp = await authPost(app, PUBLIC_URL, '/sign-up/email', {
      name: 'Júlia',
      email,
      password: 'girassol-azul-42',
    });
    expect(signUp.statusCode).toBe(200);
    // The address is confirmed through the sign-up e-mail, delivered by SMTP too.
    const confirmation = decodeQuotedPrintable(
      (await smtp.messageTo(email, 5_000, 'Legado: confirme seu e-mail')).raw,
    );
    const confirmToken = /\/api\/auth\/verify-email\?token=([A-Za-z0-9._-]+)/.exec(
      confirmation,
    )?.[1];
    expect(confirmToken, confirmation).toBeTruthy();
    const confirmed = await app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${confirmToken}`,
    });
    expect(cookiesFrom(confirmed)).toContain('better-auth.session_token=');

    const request = await authPost(app, PUBLIC_URL, '/request-password-reset', {
      email,
      redirectTo: '/redefinir-senha',
    });
    expect(request.statusCode).toBe(200);

    const mail = await smtp.messageTo(email, 5_000, 'Legado: redefina sua senha');
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('nao-responda@legado.local');
    expect(header(mail.raw, 'Subject')).toBe('Legado: redefina sua senha');
    expect(header(mail.raw, 'To')).toBe(email);
    expect(header(mail.raw, 'From')).toContain('nao-responda@legado.local');

    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Recebemos um pedido para redefinir a senha da sua conta no Legado.');
    const link = new RegExp(
      `${PUBLIC_URL.replace(/[.:/]/g, '\\$&')}/redefinir-senha\\?token=([A-Za-z0-9_-]+)`,
    ).exec(body);
    expect(link, body).not.toBeNull();
    const token = link![1]!;
    // The HTML part carries the same link.
    expect(body).toContain(`href="${PUBLIC_URL}/redefinir-senha?token=${token}"`);

    // SMTP mode writes nothing to the local outbox.
    expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(false);

    const reset = await authPost(app, PUBLIC_URL, '/reset-password', {
      token,
      newPassword: 'nova-senha-forte-7',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(cookiesFrom(reset)).toContain('better-auth.session_token=');

    const reused = await authPost(app, PUBLIC_URL, '/reset-password', {
      token,
      newPassword: 'outra-senha-forte-8',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toContain('inválido ou já foi usado');

    const signIn = await authPost(app, PUBLIC_URL, '/sign-in/email', {
      email,
      password: 'nova-senha-forte-7',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('sends nothing for an e-mail without an account, yet answers the same', async () => {
    const before = smtp.received.length;
    const request = await authPost(app, PUBLIC_URL, '/request-password-reset', {
      email: 'ninguem@exemplo.com',
      redirectTo: '/redefinir-senha',
    });
    expect(request.statusCode).toBe(200);
    await expect(smtp.messageTo('ninguem@exemplo.com', 500)).rejects.toThrow('no e-mail');
    expect(smtp.received.length).toBe(before);
  });
});
