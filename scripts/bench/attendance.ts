/**
 * `npm run bench:attendance` (after `npm run build`): the admin's week of 40 batches, marking a
 * class of 30 in one request and the monthly register of a batch of 60 over 26 classes (screen,
 * CSV, PDF), on SQLite or, with BENCH_DB=postgres, PostgreSQL; `npm run bench` runs the same.
 * Exits 1 when a budget is missed.
 */
import { benchAttendance } from './attendance-site';
import { createBenchSite } from './site';

const site = await createBenchSite();
const ok = await benchAttendance(site.env, Number(process.env.BENCH_SECONDS ?? 10)).finally(() =>
  site.dispose(),
);
process.exit(ok ? 0 : 1);
