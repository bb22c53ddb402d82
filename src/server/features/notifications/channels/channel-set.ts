import type { FastifyBaseLogger } from 'fastify';
import { outboxDir, type Config } from '#server/config';
import type { Mailer } from '#server/services/mail';
import type { Channel, ChannelName } from './channel';
import { createEmailChannel } from './email';
import { createOutboxChannel } from './outbox';

/**
 * The channels the configuration asks for. WhatsApp (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID …)
 * and SMS (SMS_AUTH_KEY, SMS_SENDER_ID, SMS_DLT_ENTITY_ID …) go to their providers once their
 * keys are set, through `createWhatsAppChannel(config)` (channels/whatsapp.ts) and
 * `createSmsChannel(config)` (channels/sms.ts); until then they are written to the outbox folder.
 * E-mail goes through the site's mailer, which has its own outbox.
 */
export function notificationChannels(
  config: Config,
  mailer: Mailer,
  replyTo: () => Promise<string>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Record<ChannelName, Channel> {
  return {
    whatsapp: createOutboxChannel('whatsapp', outboxDir(config), log),
    sms: createOutboxChannel('sms', outboxDir(config), log),
    email: createEmailChannel(mailer, replyTo),
  };
}
