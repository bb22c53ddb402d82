import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '#server/db/database';
import { siteAt } from '../helpers/migrations';
import type { TestSite } from '../helpers/test-app';

describe('migration 0035: when each payment was made, for Transaction History to sort by', () => {
  let site: TestSite;
  let db: Db;

  beforeAll(async () => {
    ({ site, db } = await siteAt('0033_guardians'));
    const stamp = '2026-01-01T00:00:00.000Z';
    await sql`insert into users (id, user_name, email, role, created_at, updated_at)
      values ('u1', 'Asha', 'asha@example.com', 'student', ${stamp}, ${stamp})`.execute(db);
    await sql`insert into courses (id, course_title, sub_title, category, course_price,
      description, course_level, course_duration, course_language, instructor, search_text,
      course_thumbnail, created_at, updated_at)
      values ('k1', 'Tally', 'Prime', 'Accounting', 600000, 'Books', 'Beginner', '3 months',
      'Hindi', 'Neha', 'tally', 'public/t.webp', ${stamp}, ${stamp})`.execute(db);
    // An order; a desk payment entered at 10:30 in India (05:00 UTC) on 12 March, taken on the
    // 9th; one entered at 00:30 in India on 12 March (still the 11th in UTC), taken on the 12th.
    for (const [id, paidOn, createdAt] of [
      ['p1', null, '2026-03-12T05:00:00.000Z'],
      ['p2', '2026-03-09', '2026-03-12T05:00:00.000Z'],
      ['p3', '2026-03-12', '2026-03-11T19:00:00.000Z'],
    ] as const) {
      await sql`insert into payments (id, user_id, course_id, amount, currency, provider,
        order_id, status, paid_on, created_at, updated_at)
        values (${id}, 'u1', 'k1', 100000, 'INR', 'desk', ${`order_${id}`}, 'paid', ${paidOn},
        ${createdAt}, ${createdAt})`.execute(db);
    }
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await site.dispose();
  });

  it("is an order's time, or a desk payment's time of entry moved to the day it was taken", async () => {
    expect(
      await db.selectFrom('payments').select(['id', 'paid_at']).orderBy('id').execute(),
    ).toEqual([
      { id: 'p1', paid_at: '2026-03-12T05:00:00.000Z' },
      { id: 'p2', paid_at: '2026-03-09T05:00:00.000Z' },
      { id: 'p3', paid_at: '2026-03-11T19:00:00.000Z' },
    ]);
  });
});
