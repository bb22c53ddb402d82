import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '#server/db/database';
import { siteAt } from './helpers/migrations';
import type { TestSite } from './helpers/test-app';

describe('migration 0005: review moderation', () => {
  let site: TestSite;
  let db: Db;

  beforeAll(async () => {
    ({ site, db } = await siteAt('0003_rendered_articles'));
    await sql`insert into reviews (id, user_id, name, review_image, message, created_at)
      values ('r1', null, 'Asha', null, 'Good classes.', '2025-01-02T03:04:05.000Z')`.execute(db);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await site.dispose();
  });

  it('keeps the reviews already there published, naming no course', async () => {
    expect(await db.selectFrom('reviews').select(['id', 'status', 'course_id']).execute()).toEqual([
      { id: 'r1', status: 'published', course_id: null },
    ]);
  });

  it('accepts only the three statuses', async () => {
    await expect(
      db
        .updateTable('reviews')
        .set({ status: 'gone' as 'hidden' })
        .execute(),
    ).rejects.toThrow();
  });
});
