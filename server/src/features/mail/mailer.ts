import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

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

/** Builds the mailer from the configuration. */
export function createMailer(config: Pick<Config, 'mail' | 'dataDir'>): Mailer {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mail.from, ...message });
        return {};
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mail.from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      return { outboxFile: file };
    },
  };
}
