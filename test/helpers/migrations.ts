import { Migrator } from 'kysely';
import { openDatabase, type Db } from '#server/db/database';
import { migrationProvider } from '#server/db/migrations/index';
import { createTestSite, testDb, type TestSite } from './test-app';

/** A new site whose database is migrated up to `migration` and no further, to test the ones after it. */
export async function siteAt(migration: string): Promise<{ site: TestSite; db: Db }> {
  const site = await createTestSite({}, { empty: true });
  const db =
    testDb === 'postgres'
      ? openDatabase({ url: site.config.DATABASE_URL, file: '' })
      : openDatabase({ file: `${site.dataDir}/site.db` });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(migration);
  if (error) throw error;
  return { site, db };
}
