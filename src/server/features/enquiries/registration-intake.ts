import type { FastifyInstance } from 'fastify';
import { formatPhone } from '#common/format';
import type { Language } from '#common/languages';
import { registrationFieldLabels, registrationFields } from '#common/registration-fields';
import type { Db } from '#server/db/database';
import type { StudentRegistration } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { addNote } from './leads';
import { adminList, office } from './mail';
import { optInWhatsApp } from './whatsapp-updates';
import {
  countSubmission,
  fieldText,
  formFields,
  insertRegistration,
  registrationsFrom,
  type RegistrationFields,
} from './registration-repo';

const REPEAT_WINDOW_MS = 24 * 60 * 60_000;

/** The author of the notes the site writes itself. */
const SITE_AUTHOR = 'Website';

function repeatNote(first: StudentRegistration, again: RegistrationFields): string {
  const before = formFields(first);
  const differences = registrationFields
    .filter((field) => again[field] !== before[field])
    .map(
      (field) =>
        `${registrationFieldLabels.en[field]}: ${fieldText(again, field)} (was ${fieldText(before, field)})`,
    );
  return differences.length === 0
    ? 'The form was sent again with the same details.'
    : ['The form was sent again with these differences:', ...differences].join('\n');
}

/** A name as compared for repeats: any case, spaces ignored ("Priya  singh" is "PriyaSingh"). */
const nameKey = (name: string) => name.toLowerCase().replace(/\s+/g, '');

/**
 * Stores a registration and returns it; or, when the same person (the same contact number and
 * the same name) registered within the last day, counts the submission on that registration with
 * a note of what differed, takes this page's language, and returns undefined. A new registration
 * queues, with it, its acknowledgement to the form's phone and the office's alert. Another name on the
 * number (a brother or sister registering with a parent's phone) is a registration of its own.
 */
export async function recordRegistration(
  db: Db,
  fields: RegistrationFields,
  language: Language,
  {
    notifications,
    publicUrl,
    whatsappUpdates,
  }: {
    notifications: FastifyInstance['notifications'];
    publicUrl: string;
    /** The form's "Send me updates on WhatsApp", recorded on a repeat too. */
    whatsappUpdates: boolean;
  },
): Promise<StudentRegistration | undefined> {
  const site = await getSiteSettings(db);
  const stored = await db.transaction().execute(async (trx) => {
    const since = new Date(Date.now() - REPEAT_WINDOW_MS).toISOString();
    const recent = await registrationsFrom(trx, fields.contact, since);
    const first = recent.find((row) => nameKey(row.name) === nameKey(fields.name));
    if (whatsappUpdates) await optInWhatsApp(trx, notifications, fields.contact);
    if (first) {
      await countSubmission(trx, first.id, language);
      await addNote(trx, 'registration', first.id, SITE_AUTHOR, repeatNote(first, fields));
      return undefined;
    }
    const row = await insertRegistration(trx, fields, language);
    await notifications.enqueue(trx, {
      event: 'registration-received',
      values: {
        name: fields.name,
        institute: site.name,
        phone: formatPhone(site.phone),
        hours: site.hours,
        hoursHi: site.hoursHi ?? '',
      },
      recipients: [{ role: 'student', name: fields.name, language, phone: fields.contact }],
    });
    await notifications.enqueue(trx, {
      event: 'registration-alert',
      values: {
        ...(Object.fromEntries(
          registrationFields.map((field) => [field, fieldText(fields, field)]),
        ) as Record<keyof RegistrationFields, string>),
        phone: formatPhone(fields.contact),
        link: adminList(publicUrl, 'registrations'),
      },
      recipients: [office(site)],
    });
    return row;
  });
  if (stored) notifications.wake();
  return stored;
}
