import type { Mailer } from '#server/services/mail';
import { ChannelError, type Channel } from './channel';

/** SMTP's own rule: a 4xx reply is a temporary failure, a 5xx one permanent (RFC 5321). */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
};

/**
 * E-mail through the site's mailer (SMTP, or .eml files in the outbox without SMTP_URL); replies
 * go to the institute's address unless the message names another.
 */
export function createEmailChannel(mailer: Mailer, replyTo: () => Promise<string>): Channel {
  return {
    name: 'email',
    async send(message) {
      try {
        await mailer.send({
          to: message.to,
          replyTo: message.replyTo ?? (await replyTo()),
          subject: message.subject ?? '',
          text: message.text,
        });
      } catch (error) {
        throw new ChannelError(
          error instanceof Error ? error.message : String(error),
          !permanent(error),
        );
      }
      return { providerId: `email:${message.id}` };
    },
  };
}
