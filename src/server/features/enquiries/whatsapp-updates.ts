import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database';

/** A public form's ticked "Send me updates on WhatsApp": an opt-in for that phone, from a form. */
export const optInWhatsApp = (
  trx: Db,
  notifications: FastifyInstance['notifications'],
  phone: string,
) =>
  notifications.recordConsent(trx, {
    channel: 'whatsapp',
    address: phone,
    optedIn: true,
    source: 'form',
  });
