/**
 * `npm run bench`: the public reads of a production-like server (demo content; SQLite, or
 * PostgreSQL with BENCH_DB=postgres) against a bare Fastify JSON route started in the same run,
 * each loaded by autocannon from a separate process (50 connections, BENCH_SECONDS each, 10 by
 * default); a bulk import of 500 certificates; the course finder's searches over 10,000 published
 * courses; then the admin lists over BENCH_ROWS (100,000) rows a table (searches, filters and
 * sorts, with their query plans) and their streamed CSV exports; last, Lighthouse on the public
 * pages of the built site.
 * Exits 1 when a budget is missed.
 */
import { benchAdminLists } from './admin-site';
import { benchCertificateImport } from './certificate-import';
import { benchCourseSearch } from './course-search-site';
import { load } from './load';
import { measurePages } from './pages';
import { measurePublicReads, publicReadPaths, BUDGET } from './public-reads';
import { startServer } from './servers';
import { ADMIN, createBenchSite } from './site';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const APP = 'src/server/main.ts';
/** BENCH_PROFILE=<folder>: the app server writes a V8 CPU profile of its run there. */
const profile = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
  : [];

const site = await createBenchSite();
let failed = false;
try {
  const bare = await startServer('scripts/bench/bare-server.ts', {}, '/');
  const baseline = await load(bare.url + '/', SECONDS);
  await bare.stop();
  console.log(
    `bare Fastify JSON route: ${baseline.rps} req/s, p99 ${baseline.p99} ms ` +
      `(autocannon -c 50 -d ${SECONDS}, separate process)`,
  );
  console.log(
    `public reads (budget: >= ${BUDGET.shareOfBare * 100}% of bare, p99 < ${BUDGET.p99Ms} ms, no errors):`,
  );
  const app = await startServer(APP, site.env, '/api/v1/health', profile);
  const verdicts = await measurePublicReads(app, await publicReadPaths(app), baseline.rps, SECONDS);
  for (const verdict of verdicts) console.log(`  ${verdict.line}`);
  failed ||= verdicts.some((verdict) => !verdict.ok);
  console.log(`server RSS after load: ${app.rssMb()} MB`);
  const imported = await benchCertificateImport(app.url, ADMIN);
  failed ||= imported.count !== 500 || imported.seconds > 60;
  console.log(
    `certificate import of 500 generated rows: ${imported.seconds.toFixed(1)} s (budget 60 s), ` +
      `status ${imported.status}, ${imported.count} issued`,
  );
  await app.stop();

  failed = !(await benchCourseSearch(site.env)) || failed;

  failed = !(await benchAdminLists(site.env, ROWS)) || failed;
} finally {
  await site.dispose();
}
console.log('public pages (Lighthouse, mobile; budget: every score 100, CLS 0):');
failed = !(await measurePages()) || failed;
process.exit(failed ? 1 : 0);
