import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '#server/db/database';
import { siteAt } from '../helpers/migrations';
import type { TestSite } from '../helpers/test-app';

describe('migration 0018: e-mail verification', () => {
  let site: TestSite;
  let db: Db;

  beforeAll(async () => {
    ({ site, db } = await siteAt('0017_certificates_waiting'));
    const user = (id: string, role: string, password: string | null, sub: string | null) =>
      sql`insert into users (id, user_name, email, password_hash, role, google_sub, created_at, updated_at)
        values (${id}, ${id}, ${`${id}@example.com`}, ${password}, ${role}, ${sub},
          '2025-01-02T03:04:05.000Z', '2025-01-02T03:04:05.000Z')`.execute(db);
    await user('admin', 'admin', '$argon2id$x', null);
    await user('google', 'student', null, 'sub-1');
    await user('both', 'student', '$argon2id$y', 'sub-2');
    await user('plain', 'student', '$argon2id$z', null);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await site.dispose();
  });

  it('counts admins and accounts made by Google as verified, and no account holding a password', async () => {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email_verified_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'admin', email_verified_at: '2025-01-02T03:04:05.000Z' },
      { id: 'both', email_verified_at: null },
      { id: 'google', email_verified_at: '2025-01-02T03:04:05.000Z' },
      { id: 'plain', email_verified_at: null },
    ]);
  });
});
