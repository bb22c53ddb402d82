import { createHash, createHmac, randomBytes } from 'node:crypto';
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

/** Browsers counted apart behind one address a day: random user agents cannot inflate the count. */
export const BROWSERS_PER_ADDRESS = 8;

/**
 * Counts a page load: one visitor per browser (address and user agent, the agent folded into one
 * of BROWSERS_PER_ADDRESS groups) per day in India. Only a keyed hash is stored, never the address,
 * and no cookie is set.
 */
export async function recordVisit(db: Db, ip: string, userAgent: string): Promise<void> {
  const day = indiaToday();
  const browser =
    createHash('sha256').update(userAgent).digest().readUInt32BE(0) % BROWSERS_PER_ADDRESS;
  const visitor = createHmac('sha256', await visitorSalt(db))
    .update(`${day}|${ip}|${browser}`)
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
