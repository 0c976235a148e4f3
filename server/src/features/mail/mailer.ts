import fs from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/data-dir.ts';

/** One outgoing e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: through SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox as .eml. */
export interface Mailer {
  send(message: MailMessage): Promise<{ outboxFile?: string }>;
}

/**
 * A transport made on the first e-mail: nodemailer (~15 MB) is loaded only when the server
 * actually sends one (a password reset), not at every start.
 */
function lazyTransport(
  make: (mailer: typeof nodemailer) => Transporter,
): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((module) => make(module.default)));
}

/** Builds the mailer from the configuration. */
export function createMailer(config: Pick<Config, 'mail' | 'dataDir'>): Mailer {
  const smtpUrl = config.mail.smtpUrl;
  if (smtpUrl) {
    const transport = lazyTransport((mailer) => mailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport()).sendMail({ from: config.mail.from, ...message });
        return {};
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: config.mail.from, ...message });
      // Owner only: a reset or verification e-mail holds a link that is a credential.
      await fs.mkdir(outbox, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      return { outboxFile: file };
    },
  };
}
