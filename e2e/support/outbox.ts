// The e-mails a test server wrote to DATA_DIR/outbox (no SMTP_URL): how the browser suite, the
// crash test and the bench confirm the addresses of the accounts they create.
import fs from 'node:fs';
import path from 'node:path';

/** The outbox e-mails, newest first, quoted-printable decoded (soft breaks and =XX escapes). */
export function outboxTexts(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) =>
      Buffer.from(
        fs
          .readFileSync(path.join(outbox, file), 'latin1')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8'),
    );
}

/**
 * The first group of `pattern` in the newest outbox e-mail to `email` it matches, waiting for
 * it: e-mails are sent after the server answered.
 */
export async function waitForOutbox(
  dataDir: string,
  email: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const text of outboxTexts(dataDir)) {
      const found = text.includes(email) ? pattern.exec(text)?.[1] : undefined;
      if (found) return found;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The path (with its token) of the confirmation link e-mailed to `email` on sign-up. */
export const confirmationPathFromOutbox = (dataDir: string, email: string) =>
  waitForOutbox(
    dataDir,
    email,
    /https?:\/\/[^/\s]+(\/api\/auth\/verify-email\?token=[A-Za-z0-9._-]+)/,
  );
