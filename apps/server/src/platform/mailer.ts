import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real SMTP when `SMTP_URL` is set. Without it (development) every mail is written to the log and,
 * as an `.eml` file, to the dev outbox under the data directory, so codes can be read there.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${Date.now()}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info(
        { to: mail.to, subject: mail.subject, text: mail.text, file },
        'mail written to the dev outbox',
      );
    },
  };
}
