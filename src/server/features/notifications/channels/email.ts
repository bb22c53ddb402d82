import type { Mailer } from '#server/services/mail';
import type { OptOutLinks } from '../opt-out-links';
import { optOutLine } from '../templates/opt-out-line';
import { ChannelError, type Channel, type OutgoingMessage } from './channel';

/** SMTP's own rule: a 4xx reply is a temporary failure, a 5xx one permanent (RFC 5321). */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
};

/** The message's text, ending with the opt-out link when it offers one. */
const textOf = (message: OutgoingMessage, optOut: OptOutLinks) =>
  message.offersOptOut
    ? `${message.text.replace(/\n*$/, '\n\n')}${optOutLine[message.language](optOut.page(message.to, message.language))}\n`
    : message.text;

/**
 * E-mail through the site's mailer (SMTP, or .eml files in the outbox without SMTP_URL); replies
 * go to the institute's address unless the message names another. A message that offers an
 * opt-out ends with the link to the unsubscribe page and carries RFC 8058's one-click headers.
 */
export function createEmailChannel(
  mailer: Mailer,
  replyTo: () => Promise<string>,
  optOut: OptOutLinks,
): Channel {
  return {
    name: 'email',
    async send(message) {
      try {
        await mailer.send({
          to: message.to,
          replyTo: message.replyTo ?? (await replyTo()),
          subject: message.subject ?? '',
          text: textOf(message, optOut),
          ...(message.offersOptOut ? { unsubscribeUrl: optOut.oneClick(message.to) } : {}),
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
