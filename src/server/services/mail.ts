import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#common/languages';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply should go, when not to the sender. */
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** An HTTPS address that unsubscribes the recipient with one POST (RFC 8058). */
  unsubscribeUrl?: string;
}

/** What an e-mail says: its subject and text. */
export interface MailWords {
  subject: string;
  text: string;
}

/**
 * An e-mail to a person in each of the site's languages, side by side (decision 047); each fills
 * its words in from the same `values`.
 */
export type MailInLanguages<Values> = Record<Language, (values: Values) => MailWords>;

/** "Hello Asha," or, without a name, the language's greeting alone. */
export const greeting: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name || 'there'},`,
  hi: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Nodemailer's options for a message: an unsubscribe address as RFC 8058's two headers. */
const mailOptions = (from: string, { unsubscribeUrl, ...message }: MailMessage) => ({
  from,
  ...message,
  ...(unsubscribeUrl
    ? {
        list: { unsubscribe: unsubscribeUrl },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }
    : {}),
});

/** Real delivery over SMTP. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail(mailOptions(from, message));
    },
  };
}

/** Offline default: each message is written as an `.eml` file a developer or admin can open. */
export function createOutboxMailer(
  dir: string,
  from: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const { message: raw } = await transport.sendMail(mailOptions(from, message));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await fs.writeFile(file, raw as Buffer);
      log.info({ file: path.basename(file), subject: message.subject }, 'mail written to outbox');
    },
  };
}
