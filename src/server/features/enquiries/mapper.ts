import type { ContactDto } from '#common/schemas/contacts';
import type { RegistrationDto } from '#common/schemas/registrations';
import type { Db } from '#server/db/database';
import type { ContactQuery, EnquiryNote, StudentRegistration } from '#server/db/schema';
import { notesOf } from './leads';
import { registrationsSharing } from './registration-repo';

const noteDto = (note: EnquiryNote) => ({
  _id: note.id,
  text: note.text,
  author: note.author_name,
  createdAt: note.created_at,
});

function contactDto(contact: ContactQuery, notes: EnquiryNote[]): ContactDto {
  return {
    _id: contact.id,
    name: contact.name,
    email: contact.email,
    subject: contact.subject,
    message: contact.message,
    createdAt: contact.created_at,
    phone: contact.phone,
    courseId: contact.course_id,
    status: contact.status,
    followUpOn: contact.follow_up_on,
    notes: notes.map(noteDto),
  };
}

function registrationDto(
  registration: StudentRegistration,
  notes: EnquiryNote[],
  sharesContactWith: string[],
): RegistrationDto {
  return {
    _id: registration.id,
    name: registration.name,
    classs: registration.classs,
    mode: registration.mode,
    school: registration.school,
    gender: registration.gender,
    DOB: registration.dob,
    fatherName: registration.father_name,
    contact: registration.contact,
    Address: registration.address,
    State: registration.state,
    city: registration.city,
    createdAt: registration.created_at,
    submissions: registration.submissions,
    userId: registration.user_id,
    language: registration.language,
    sharesContactWith,
    status: registration.status,
    followUpOn: registration.follow_up_on,
    notes: notes.map(noteDto),
  };
}

/** Contact queries with their notes, fetched in one query. */
export async function contactDtos(db: Db, contacts: ContactQuery[]): Promise<ContactDto[]> {
  const notes = await notesOf(
    db,
    'contact',
    contacts.map((c) => c.id),
  );
  return contacts.map((c) => contactDto(c, notes.get(c.id) ?? []));
}

/**
 * Registrations with their notes and the names of the others registered from the same contact
 * number, fetched in two queries.
 */
export async function registrationDtos(
  db: Db,
  registrations: StudentRegistration[],
): Promise<RegistrationDto[]> {
  const notes = await notesOf(
    db,
    'registration',
    registrations.map((r) => r.id),
  );
  const sharing = await registrationsSharing(db, [...new Set(registrations.map((r) => r.contact))]);
  const othersOf = (r: StudentRegistration) =>
    sharing.filter((s) => s.contact === r.contact && s.id !== r.id).map((s) => s.name);
  return registrations.map((r) => registrationDto(r, notes.get(r.id) ?? [], othersOf(r)));
}
