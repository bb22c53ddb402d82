/**
 * `npm run bench:tests` (after `npm run build`): 200 students taking a test at once, each saving
 * an answer a second (issue 40), on SQLite or, with BENCH_DB=postgres, PostgreSQL; `npm run bench`
 * runs the same. Exits 1 when the budget is missed or an answer is not stored.
 */
import { createBenchSite } from './site';
import { benchTests } from './tests-site';

const site = await createBenchSite();
const ok = await benchTests(site.env, Number(process.env.BENCH_SECONDS ?? 10)).finally(() =>
  site.dispose(),
);
process.exit(ok ? 0 : 1);
