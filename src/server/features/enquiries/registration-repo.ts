import { formatCalendarDate } from '#common/format';
import type { Language } from '#common/languages';
import type { RegistrationField } from '#common/registration-fields';
import type { Db } from '#server/db/database';
import type { StudentRegistration } from '#server/db/schema';
import { newId, now } from '#server/db/time';
import { enquiryStatuses } from '#common/schemas/enquiries';
import { matchesSearch, type ListView } from '../list-view';

/** The form's fields as checked, without the honeypot and the page's language. */
export type RegistrationFields = Record<RegistrationField, string>;

/** A field's value as people read it in mails and notes: the date of birth as dd/mm/yyyy. */
export const fieldText = (fields: RegistrationFields, field: keyof RegistrationFields) =>
  field === 'DOB' && fields.DOB ? formatCalendarDate(fields.DOB) : fields[field];

/** A stored registration's fields as the form names them. */
export const formFields = (row: StudentRegistration): RegistrationFields => ({
  name: row.name,
  classs: row.classs,
  mode: row.mode,
  school: row.school,
  gender: row.gender,
  DOB: row.dob,
  fatherName: row.father_name,
  contact: row.contact,
  Address: row.address,
  State: row.state,
  city: row.city,
});

/** Registrations, newest first. */
export const registrationQuery = (db: Db) =>
  db
    .selectFrom('student_registrations')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');

/** The registrations table: search over name, phone, school and city; status, mode, dates. */
export const registrationsView: ListView = {
  id: 'id',
  sorts: { date: 'created_at', name: 'name', classs: 'classs', city: 'city', status: 'status' },
  defaultSort: 'date',
  search: (db, q) => matchesSearch(db, 'student_registrations', q),
  status: { column: 'status', values: enquiryStatuses },
  mode: { column: 'mode', values: ['online', 'offline'] },
  date: 'created_at',
};

export function findRegistration(db: Db, id: string): Promise<StudentRegistration | undefined> {
  return db.selectFrom('student_registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The registrations from this contact number made at `since` or later, newest first. */
export function registrationsFrom(
  db: Db,
  contact: string,
  since: string,
): Promise<StudentRegistration[]> {
  return db
    .selectFrom('student_registrations')
    .selectAll()
    .where('contact', '=', contact)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Every registration made from one of these contact numbers: its id, name and number. */
export function registrationsSharing(
  db: Db,
  contacts: string[],
): Promise<Pick<StudentRegistration, 'id' | 'name' | 'contact'>[]> {
  if (contacts.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('student_registrations')
    .select(['id', 'name', 'contact'])
    .where('contact', 'in', contacts)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function insertRegistration(
  db: Db,
  fields: RegistrationFields,
  language: Language,
): Promise<StudentRegistration> {
  return db
    .insertInto('student_registrations')
    .values({
      id: newId(),
      name: fields.name,
      classs: fields.classs,
      mode: fields.mode,
      school: fields.school,
      gender: fields.gender,
      dob: fields.DOB,
      father_name: fields.fatherName,
      contact: fields.contact,
      address: fields.Address,
      state: fields.State,
      city: fields.city,
      created_at: now(),
      status: 'new',
      follow_up_on: null,
      submissions: 1,
      user_id: null,
      language,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Counts the form sent again, in the language of the page it was sent from this time. */
export async function countSubmission(db: Db, id: string, language: Language): Promise<void> {
  await db
    .updateTable('student_registrations')
    .set((eb) => ({ submissions: eb('submissions', '+', 1), language }))
    .where('id', '=', id)
    .execute();
}

/** Links the student account and marks the lead joined; false if it was linked already. */
export async function linkStudent(db: Db, id: string, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('student_registrations')
    .set({ user_id: userId, status: 'joined' })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
