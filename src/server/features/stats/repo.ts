import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '#server/db/database';
import { indiaToday, now } from '#server/db/time';

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

/** Visitors remembered as counted today; past it the memory starts again (the table still dedups). */
const REMEMBERED_VISITORS = 100_000;

/**
 * Counts page loads: one visitor per browser (address and user agent, the agent folded into one
 * of BROWSERS_PER_ADDRESS groups) per day in India. Only a keyed hash is stored, never the address,
 * and no cookie is set. A visitor already counted today costs a hash and no query: most page loads
 * are a visitor's second or later.
 */
export function visitCounter(db: Db): (ip: string, userAgent: string) => Promise<void> {
  let salt: Promise<string> | undefined;
  let today = '';
  const counted = new Set<string>();
  return async (ip, userAgent) => {
    const day = indiaToday();
    if (day !== today || counted.size >= REMEMBERED_VISITORS) {
      today = day;
      counted.clear();
    }
    const browser =
      createHash('sha256').update(userAgent).digest().readUInt32BE(0) % BROWSERS_PER_ADDRESS;
    salt ??= visitorSalt(db).catch((error: unknown) => {
      salt = undefined;
      throw error;
    });
    const visitor = createHmac('sha256', await salt)
      .update(`${day}|${ip}|${browser}`)
      .digest('hex');
    if (counted.has(visitor)) return;
    await db
      .insertInto('visits')
      .values({ day, visitor_hash: visitor })
      .onConflict((oc) => oc.columns(['day', 'visitor_hash']).doNothing())
      .execute();
    counted.add(visitor);
  };
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
