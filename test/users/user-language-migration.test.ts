import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '#server/db/database';
import { siteAt } from '../helpers/migrations';
import type { TestSite } from '../helpers/test-app';

describe('migration 0022: a person’s language', () => {
  let site: TestSite;
  let db: Db;

  beforeAll(async () => {
    ({ site, db } = await siteAt('0021_hindi_content'));
    await sql`insert into users (id, user_name, email, role, created_at, updated_at)
      values ('u1', 'Asha', 'asha@example.com', 'student',
        '2025-01-02T03:04:05.000Z', '2025-01-02T03:04:05.000Z')`.execute(db);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await site.dispose();
  });

  it('gives the accounts already there English, as their e-mails were', async () => {
    expect(await db.selectFrom('users').select(['id', 'language']).execute()).toEqual([
      { id: 'u1', language: 'en' },
    ]);
  });
});
