/**
 * `npm run bench:lessons` (after `npm run build`): a lesson switch and the server's memory while
 * 20 clients stream a 500 MB video in ranges (issue 38, decision 070), on SQLite or, with
 * BENCH_DB=postgres, PostgreSQL; `npm run bench` runs the same. Exits 1 when a budget is missed.
 */
import { benchLessons } from './lessons-site';
import { createBenchSite } from './site';

const site = await createBenchSite();
const ok = await benchLessons(site.env, Number(process.env.BENCH_SECONDS ?? 10)).finally(() =>
  site.dispose(),
);
process.exit(ok ? 0 : 1);
