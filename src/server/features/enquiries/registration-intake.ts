import type { Language } from '#common/languages';
import type { Db } from '#server/db/database';
import type { StudentRegistration } from '#server/db/schema';
import { addNote } from './leads';
import {
  countSubmission,
  fieldLabels,
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
  const differences = (Object.keys(fieldLabels) as (keyof RegistrationFields)[])
    .filter((field) => again[field] !== before[field])
    .map(
      (field) =>
        `${fieldLabels[field]}: ${fieldText(again, field)} (was ${fieldText(before, field)})`,
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
 * a note of what differed, takes this page's language, and returns undefined. Another name on the
 * number (a brother or sister registering with a parent's phone) is a registration of its own.
 */
export async function recordRegistration(
  db: Db,
  fields: RegistrationFields,
  language: Language,
): Promise<StudentRegistration | undefined> {
  return db.transaction().execute(async (trx) => {
    const since = new Date(Date.now() - REPEAT_WINDOW_MS).toISOString();
    const recent = await registrationsFrom(trx, fields.contact, since);
    const first = recent.find((row) => nameKey(row.name) === nameKey(fields.name));
    if (!first) return insertRegistration(trx, fields, language);
    await countSubmission(trx, first.id, language);
    await addNote(trx, 'registration', first.id, SITE_AUTHOR, repeatNote(first, fields));
    return undefined;
  });
}
