import type { FastifyBaseLogger } from 'fastify';
import { outboxDir, type Config } from '#server/config';
import type { Mailer } from '#server/services/mail';
import type { OptOutLinks } from '../opt-out-links';
import type { Channel, ChannelName } from './channel';
import { createEmailChannel } from './email';
import { createOutboxChannel } from './outbox';
import { createSmsChannel } from './sms';
import { createWhatsAppChannel } from './whatsapp';

/** How long a provider has to answer before the send counts as timed out (and is retried). */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The channels the configuration asks for. WhatsApp (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID)
 * and SMS (SMS_AUTH_KEY, SMS_SENDER_ID) go to their providers once their keys are set; until then
 * they are written to the outbox folder. E-mail goes through the site's mailer, which has its own
 * outbox, with the opt-out links of `optOut`.
 */
export function notificationChannels(
  config: Config,
  mailer: Mailer,
  replyTo: () => Promise<string>,
  log: Pick<FastifyBaseLogger, 'info'>,
  optOut: OptOutLinks,
): Record<ChannelName, Channel> {
  const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, SMS_AUTH_KEY, SMS_SENDER_ID } = config;
  return {
    whatsapp:
      WHATSAPP_TOKEN && WHATSAPP_PHONE_NUMBER_ID
        ? createWhatsAppChannel({
            apiUrl: config.WHATSAPP_API_URL,
            phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
            token: WHATSAPP_TOKEN,
            timeoutMs: PROVIDER_TIMEOUT_MS,
          })
        : createOutboxChannel('whatsapp', outboxDir(config), log),
    sms:
      SMS_AUTH_KEY && SMS_SENDER_ID
        ? createSmsChannel({
            apiUrl: config.SMS_API_URL,
            authKey: SMS_AUTH_KEY,
            senderId: SMS_SENDER_ID,
            timeoutMs: PROVIDER_TIMEOUT_MS,
          })
        : createOutboxChannel('sms', outboxDir(config), log),
    email: createEmailChannel(mailer, replyTo, optOut),
  };
}
