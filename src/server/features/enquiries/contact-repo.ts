import type { ContactQuery } from '#server/db/schema';
import type { Db } from '#server/db/database';
import { newId, now } from '#server/db/time';
import { enquiryStatuses } from '#common/schemas/enquiries';
import { matchesSearch, type ListView } from '../list-view';

export interface NewContact {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A demo class booked from a course page: a lead with a phone, for a course, already Demo booked. */
export interface DemoContact extends NewContact {
  phone: string;
  course_id: string;
  status: 'demo_booked';
}

/** Contact queries, newest first. */
export const contactQuery = (db: Db) =>
  db.selectFrom('contact_queries').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');

/** The contacts table: search over name, e-mail and subject; status and date filters. */
export const contactsView: ListView = {
  id: 'id',
  sorts: { date: 'created_at', name: 'name', email: 'email', status: 'status' },
  defaultSort: 'date',
  search: (db, q) => matchesSearch(db, 'contact_queries', q),
  status: { column: 'status', values: enquiryStatuses },
  date: 'created_at',
};

export function findContact(db: Db, id: string): Promise<ContactQuery | undefined> {
  return db.selectFrom('contact_queries').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertContact(db: Db, contact: NewContact | DemoContact): Promise<ContactQuery> {
  return db
    .insertInto('contact_queries')
    .values({ status: 'new', ...contact, id: newId(), created_at: now(), follow_up_on: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}
