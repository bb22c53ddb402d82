import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '#server/db/database';
import { siteAt } from './helpers/migrations';
import type { TestSite } from './helpers/test-app';

const stamp = '2025-01-02T03:04:05.000Z';

describe('migration 0025: the language of a registration’s page', () => {
  let site: TestSite;
  let db: Db;

  beforeAll(async () => {
    ({ site, db } = await siteAt('0023_learning_points_in_hindi'));
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

  it('gives the registrations already there English, as their welcome was', async () => {
    expect(
      await db.selectFrom('student_registrations').select(['id', 'language']).execute(),
    ).toEqual([{ id: 'r1', language: 'en' }]);
  });
});
