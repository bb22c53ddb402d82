import { sql } from 'kysely';
import { BUDGET_MS, measureAdminLists } from './admin-lists';
import { seedAdminTables } from './bulk-rows';
import { startSite } from './servers';
import { openSiteDatabase } from './site';

/**
 * Adds `rows` rows to each table an admin lists on the bench site, then times the admin lists
 * (searches, filters and sorts, with their query plans) and their streamed CSV exports.
 */
export async function benchAdminLists(env: Record<string, string>, rows: number): Promise<boolean> {
  // A first start makes the schema (and the demo content) before the rows are added.
  const first = await startSite(env);
  await first.stop();
  const db = openSiteDatabase(env);
  try {
    const started = Date.now();
    await seedAdminTables(db, rows);
    // PostgreSQL's autovacuum would have gathered statistics, marked the pages all-visible (so a
    // count reads an index only) and cleared the row versions the daily totals' triggers leave
    // (decision 024) by now; after a bulk load, ask.
    if (env.DATABASE_URL) await sql`vacuum analyze`.execute(db);
    console.log(
      `admin lists with ${rows} rows a table (seeded in ${Math.round((Date.now() - started) / 1000)} s; ` +
        `budget: median < ${BUDGET_MS} ms, no whole-table scan):`,
    );
    const admin = await startSite(env);
    try {
      const ok = await measureAdminLists(admin.url, db);
      console.log(`server RSS after the exports: ${admin.rssMb()} MB`);
      return ok;
    } finally {
      await admin.stop();
    }
  } finally {
    await db.destroy();
  }
}
