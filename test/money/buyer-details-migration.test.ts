import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '#server/db/database';
import { siteAt } from '../helpers/migrations';
import type { TestSite } from '../helpers/test-app';

const stamp = '2026-01-01T00:00:00.000Z';

describe('migration 0030: buyer details on orders, and a refund reason for expired orders', () => {
  let site: TestSite;
  let db: Db;

  beforeAll(async () => {
    ({ site, db } = await siteAt('0027_notification_templates'));
    await sql`insert into users (id, user_name, email, role, created_at, updated_at)
      values ('u1', 'Asha', 'asha@example.com', 'student', ${stamp}, ${stamp})`.execute(db);
    await sql`insert into courses (id, course_title, sub_title, category, course_price,
      description, course_level, course_duration, course_language, instructor, search_text,
      course_thumbnail, created_at, updated_at)
      values ('k1', 'Tally', 'Prime', 'Accounting', 600000, 'Books', 'Beginner', '3 months',
      'Hindi', 'Neha', 'tally', 'public/t.webp', ${stamp}, ${stamp})`.execute(db);
    for (const [id, status, reason] of [
      ['p1', 'failed', 'coupon_gone'],
      ['p2', 'paid', null],
    ] as const) {
      await sql`insert into payments (id, user_id, course_id, amount, currency, provider,
        order_id, status, refund_reason, created_at, updated_at)
        values (${id}, 'u1', 'k1', 100000, 'INR', 'razorpay', ${`order_${id}`}, ${status},
        ${reason}, ${stamp}, ${stamp})`.execute(db);
    }
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await site.dispose();
  });

  it('keeps the refund reasons already there, with no buyer details', async () => {
    expect(
      await db
        .selectFrom('payments')
        .select(['id', 'refund_reason', 'billing_address', 'billing_state', 'buyer_gstin'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      {
        id: 'p1',
        refund_reason: 'coupon_gone',
        billing_address: null,
        billing_state: null,
        buyer_gstin: null,
      },
      {
        id: 'p2',
        refund_reason: null,
        billing_address: null,
        billing_state: null,
        buyer_gstin: null,
      },
    ]);
  });

  it('takes an expired order as a refund reason and refuses a reason it does not know', async () => {
    await db
      .updateTable('payments')
      .set({ refund_reason: 'order_expired' })
      .where('id', '=', 'p2')
      .execute();
    await expect(
      sql`update payments set refund_reason = 'whim' where id = 'p2'`.execute(db),
    ).rejects.toThrow(/check/i);
  });

  it('gives accounts a GSTIN, none for those already there', async () => {
    expect(await db.selectFrom('users').select(['id', 'gstin']).execute()).toEqual([
      { id: 'u1', gstin: null },
    ]);
  });
});
