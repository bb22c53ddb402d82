import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { indiaToday, now } from '../../db/time';

const SALT_KEY = 'visitor_salt';

async function visitorSalt(db: Db): Promise<string> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', SALT_KEY)
    .executeTakeFirst();
  if (row) return row.value;
  await db
    .insertInto('site_settings')
    .values({ key: SALT_KEY, value: randomBytes(32).toString('hex'), updated_at: now() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return visitorSalt(db);
}

/**
 * Counts a page load: one visitor per browser (address and user agent) per day in India. Only a
 * keyed hash is stored, never the address, and no cookie is set.
 */
export async function recordVisit(db: Db, ip: string, userAgent: string): Promise<void> {
  const day = indiaToday();
  const visitor = createHmac('sha256', await visitorSalt(db))
    .update(`${day}|${ip}|${userAgent}`)
    .digest('hex');
  await db
    .insertInto('visits')
    .values({ day, visitor_hash: visitor })
    .onConflict((oc) => oc.columns(['day', 'visitor_hash']).doNothing())
    .execute();
}

export async function dashboardCounts(db: Db) {
  const count = db.fn.countAll<number>().as('n');
  const [students, courses, visitors] = await Promise.all([
    db.selectFrom('users').select(count).where('role', '=', 'student').executeTakeFirstOrThrow(),
    db.selectFrom('courses').select(count).executeTakeFirstOrThrow(),
    db.selectFrom('visits').select(count).executeTakeFirstOrThrow(),
  ]);
  return {
    totalStudents: Number(students.n),
    totalCourses: Number(courses.n),
    totalVisitors: Number(visitors.n),
  };
}
