/**
 * `npm run bench:search`: the course finder's searches over 10,000 published courses (SQLite, or
 * PostgreSQL with BENCH_DB=postgres), timed over HTTP with their query plans; `npm run bench`
 * runs the same. Exits 1 when a search's median is over budget.
 */
import { benchCourseSearch } from './course-search-site';
import { createBenchSite } from './site';

const site = await createBenchSite();
const ok = await benchCourseSearch(site.env).finally(() => site.dispose());
process.exit(ok ? 0 : 1);
