import type { Generated, Selectable } from 'kysely';
import type { Language } from '#common/languages';
import type { EnquiryStatus } from '#common/schemas/enquiries';
import type { Timestamp } from './columns';

/* Contact queries, student registrations and the notes on them. */

export interface ContactQueriesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Timestamp;
  status: EnquiryStatus;
  /** A calendar day, YYYY-MM-DD. */
  follow_up_on: string | null;
  /** Ten digits; a demo booking has a phone and no e-mail. */
  phone: string | null;
  /** The course a demo class was booked for. */
  course_id: string | null;
}

export interface StudentRegistrationsTable {
  id: string;
  name: string;
  classs: string;
  mode: string;
  school: string;
  gender: string;
  dob: string;
  father_name: string;
  contact: string;
  address: string;
  state: string;
  city: string;
  created_at: Timestamp;
  status: EnquiryStatus;
  /** A calendar day, YYYY-MM-DD. */
  follow_up_on: string | null;
  /** Times the form was sent for this contact number within a day of this row. */
  submissions: number;
  /** The student account made from this registration. */
  user_id: string | null;
  /** The language of the page it was sent from, the account's made from it (decision 047). */
  language: Generated<Language>;
}

/** A staff note (or one the site writes) on a contact query or a registration. */
export interface EnquiryNotesTable {
  id: string;
  kind: 'contact' | 'registration';
  /** The id of the contact query or registration. */
  enquiry_id: string;
  author_name: string;
  text: string;
  created_at: Timestamp;
}

export type ContactQuery = Selectable<ContactQueriesTable>;
export type StudentRegistration = Selectable<StudentRegistrationsTable>;
export type EnquiryNote = Selectable<EnquiryNotesTable>;
