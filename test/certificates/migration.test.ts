import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '#server/db/database';
import { reserveSerials } from '#server/features/certificates/repo';
import { siteAt } from '../helpers/migrations';
import type { TestSite } from '../helpers/test-app';

describe('migration 0006: the certificate register', () => {
  let site: TestSite;
  let db: Db;

  beforeAll(async () => {
    ({ site, db } = await siteAt('0005_review_moderation'));
    for (const [id, created] of [
      ['b', '2024-06-01T10:00:00.000Z'],
      ['a', '2024-03-01T10:00:00.000Z'],
      ['c', '2025-01-05T10:00:00.000Z'],
    ])
      await sql`insert into certificates (id, name, dob, course, file_id, storage_key, created_at,
        updated_at) values (${id}, 'OLD STUDENT', '2000-01-01', 'Basics', ${`file-${id}`},
        ${`private/certificates/${id}.pdf`}, ${created}, ${created})`.execute(db);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await site.dispose();
  });

  it('numbers the certificates already there by year, in the order they were made', async () => {
    const rows = await db
      .selectFrom('certificates')
      .select(['id', 'number', 'issued_on', 'status', 'original_key', 'storage_key', 'stamped'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: 'a',
        number: 'VCI-2024-000001',
        issued_on: '2024-03-01',
        status: 'valid',
        original_key: 'private/certificates/a.pdf',
        storage_key: 'private/certificates/a.pdf',
        stamped: 0,
      },
      expect.objectContaining({ id: 'b', number: 'VCI-2024-000002', issued_on: '2024-06-01' }),
      expect.objectContaining({ id: 'c', number: 'VCI-2025-000001' }),
    ]);
  });

  it('carries on each year after the numbers it gave', async () => {
    expect(await reserveSerials(db, 2024, 2)).toBe(3);
    expect(await reserveSerials(db, 2024, 1)).toBe(5);
    expect(await reserveSerials(db, 2026, 1)).toBe(1);
  });
});
