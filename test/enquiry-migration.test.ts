import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '#server/db/database';
import { siteAt } from './helpers/migrations';
import type { TestSite } from './helpers/test-app';

const stamp = '2025-01-02T03:04:05.000Z';

describe('migration 0004: the enquiry pipeline', () => {
  let site: TestSite;
  let db: Db;

  beforeAll(async () => {
    ({ site, db } = await siteAt('0003_rendered_articles'));
    await sql`insert into contact_queries (id, name, email, subject, message, created_at)
      values ('c1', 'Ravi', 'ravi@example.com', 'Fees', 'How much?', ${stamp})`.execute(db);
    await sql`insert into student_registrations (id, name, classs, mode, school, gender, dob,
      father_name, contact, address, state, city, created_at)
      values ('r1', 'Priya', '9th', 'online', 'St. Mary', 'female', '2011-03-21', 'Arvind',
      '9876512345', 'Hazratganj', 'Uttar Pradesh', 'Lucknow', ${stamp})`.execute(db);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await site.dispose();
  });

  it('makes the leads already there new, with no follow-up, notes or account', async () => {
    expect(
      await db.selectFrom('contact_queries').select(['status', 'follow_up_on']).execute(),
    ).toEqual([{ status: 'new', follow_up_on: null }]);
    expect(
      await db
        .selectFrom('student_registrations')
        .select(['status', 'follow_up_on', 'submissions', 'user_id'])
        .execute(),
    ).toEqual([{ status: 'new', follow_up_on: null, submissions: 1, user_id: null }]);
    expect(await db.selectFrom('enquiry_notes').selectAll().execute()).toEqual([]);
  });
});
