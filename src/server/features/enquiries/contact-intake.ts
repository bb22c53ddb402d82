import type { FastifyInstance } from 'fastify';
import { formatPhone } from '#common/format';
import type { Language } from '#common/languages';
import type { Db } from '#server/db/database';
import { getSiteSettings } from '#server/db/site-settings';
import { insertContact, type NewContact } from './contact-repo';
import { adminList, office } from './mail';

/**
 * Keeps a message sent through the contact form and, in the same transaction, queues the
 * sender's acknowledgement (an e-mail, in the page's language) and the office's alert.
 */
export async function receiveContact(
  db: Db,
  contact: NewContact,
  language: Language,
  {
    notifications,
    publicUrl,
  }: { notifications: FastifyInstance['notifications']; publicUrl: string },
): Promise<void> {
  const site = await getSiteSettings(db);
  await db.transaction().execute(async (trx) => {
    await insertContact(trx, contact);
    await notifications.enqueue(trx, {
      event: 'enquiry-received',
      values: {
        institute: site.name,
        phone: formatPhone(site.phone),
        hours: site.hours,
        hoursHi: site.hoursHi ?? '',
      },
      recipients: [{ role: 'visitor', name: contact.name, language, email: contact.email }],
    });
    await notifications.enqueue(trx, {
      event: 'contact-alert',
      values: { ...contact, link: adminList(publicUrl, 'contacts') },
      recipients: [office(site)],
    });
  });
  notifications.wake();
}
