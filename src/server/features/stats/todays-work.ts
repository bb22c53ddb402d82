import { sql } from 'kysely';
import type { EnquiryStatus } from '#common/schemas/enquiries';
import type { Db } from '#server/db/database';
import { indiaToday } from '#server/db/time';

const SHOWN = 10;
const closed: EnquiryStatus[] = ['joined', 'not_interested'];
const kinds = [
  ['contact', 'contact_queries'],
  ['registration', 'student_registrations'],
] as const;

interface LeadRow {
  id: string;
  name: string;
  follow_up_on: string | null;
  created_at: string;
}

const lead = (kind: 'contact' | 'registration') => (row: LeadRow) => ({
  _id: row.id,
  kind,
  name: row.name,
  followUpOn: row.follow_up_on,
  createdAt: row.created_at,
});

/**
 * Follow-ups due today or earlier, new enquiries, certificates that still need a file, and desk
 * fees with a balance due (oldest first).
 */
export async function todaysWork(db: Db) {
  const today = indiaToday();
  const due = [];
  const fresh = [];
  for (const [kind, table] of kinds) {
    const columns = ['id', 'name', 'follow_up_on', 'created_at'] as const;
    const dueRows = await db
      .selectFrom(table)
      .select(columns)
      .where('follow_up_on', '<=', today)
      .where('status', 'not in', closed)
      .orderBy('follow_up_on')
      .limit(SHOWN)
      .execute();
    due.push(...dueRows.map(lead(kind)));
    const newRows = await db
      .selectFrom(table)
      .select(columns)
      .where('status', '=', 'new')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SHOWN)
      .execute();
    fresh.push(...newRows.map(lead(kind)));
  }
  const certificates = await db
    .selectFrom('certificates')
    .select(['id', 'name', 'number'])
    .where('stamped', '=', 0)
    .where('status', '=', 'valid')
    .orderBy('created_at', 'desc')
    .limit(SHOWN)
    .execute();
  const paid = sql<number>`(select coalesce(sum(p.amount), 0) from payments p
    where p.user_id = course_fees.user_id and p.course_id = course_fees.course_id
    and p.provider = 'desk' and p.status = 'paid')`;
  const balances = await db
    .selectFrom('course_fees')
    .innerJoin('courses', 'courses.id', 'course_fees.course_id')
    .innerJoin('users', 'users.id', 'course_fees.user_id')
    .select(['course_fees.id', 'course_fees.fee', 'users.user_name', 'users.email'])
    .select('courses.course_title')
    .select(paid.as('paid'))
    .where(sql<boolean>`course_fees.fee > ${paid}`)
    .orderBy('course_fees.created_at')
    .limit(SHOWN)
    .execute();
  return {
    balancesDue: balances.map((row) => ({
      _id: row.id,
      userName: row.user_name || row.email,
      courseTitle: row.course_title,
      balance: (row.fee - Number(row.paid ?? 0)) / 100,
    })),
    followUpsDue: due
      .sort((a, b) => (a.followUpOn ?? '').localeCompare(b.followUpOn ?? ''))
      .slice(0, SHOWN),
    newEnquiries: fresh.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, SHOWN),
    certificatesWaiting: certificates.map((c) => ({ _id: c.id, name: c.name, number: c.number })),
  };
}
