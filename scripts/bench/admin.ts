/**
 * `npm run bench:admin`: the admin lists over BENCH_ROWS (100,000) rows a table (SQLite, or
 * PostgreSQL with BENCH_DB=postgres): searches, filters and sorts timed over HTTP with their query
 * plans, and the streamed CSV exports; `npm run bench` runs the same. Exits 1 when a list is over
 * budget or scans a whole table.
 */
import { benchAdminLists } from './admin-site';
import { createBenchSite } from './site';

const site = await createBenchSite();
const ok = await benchAdminLists(site.env, Number(process.env.BENCH_ROWS ?? 100_000)).finally(() =>
  site.dispose(),
);
process.exit(ok ? 0 : 1);
