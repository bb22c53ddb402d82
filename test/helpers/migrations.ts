import { Migrator } from 'kysely';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrationProvider } from '../../src/server/db/migrations';
import { testDb, withPgAdmin, type TestSite } from './test-app';

/** The site's database migrated up to `migration` and no further, to test the ones after it. */
export async function databaseAt(site: TestSite, migration: string): Promise<Db> {
  if (testDb === 'postgres') {
    // The site's database came from the migrated template: this test needs it empty.
    const name = new URL(String(site.config.DATABASE_URL)).pathname.slice(1);
    await withPgAdmin(async (c) => {
      await c.query(`drop database ${name} with (force)`);
      await c.query(`create database ${name}`);
    });
  }
  const db =
    testDb === 'postgres'
      ? openDatabase({ url: site.config.DATABASE_URL, file: '' })
      : openDatabase({ file: `${site.dataDir}/site.db` });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(migration);
  if (error) throw error;
  return db;
}
