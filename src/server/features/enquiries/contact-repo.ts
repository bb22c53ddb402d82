import type { ContactQuery } from '../../db/schema';
import type { Db } from '../../db/database';
import { newId, now } from '../../db/time';
import { containsText, type LeadFilters } from './leads';

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

/** Contact queries, newest first, of a status and matching a search over name and e-mail. */
export function contactQuery(db: Db, { status, q }: LeadFilters) {
  let query = db
    .selectFrom('contact_queries')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (status) query = query.where('status', '=', status);
  if (q) query = query.where(containsText(['name', 'email'], q));
  return query;
}

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
