/**
 * `npm run bench` (after `npm run build`): the public pages and reads of the built server (demo
 * content; SQLite, or PostgreSQL with BENCH_DB=postgres) against a bare node:http server sending
 * the same bytes, started in the same run and loaded just before each, all by autocannon from a
 * separate process (throughput at saturation and latency at a steady rate, BENCH_SECONDS each, 10
 * by default, BENCH_ROUNDS rounds in turn, 5 by default, judged on medians), and each page
 * rendered afresh; a bulk import of 500 certificates; the course finder's searches over 10,000
 * published courses; then the admin lists over BENCH_ROWS (100,000) rows a table (searches,
 * filters and sorts, with their query plans) and their streamed CSV exports; marking a class of
 * 30 and the monthly register of a batch of 60 over 26 classes (decision 059); 200 students
 * saving a test's answers at once, every one stored (decision 068); a lesson switch and the
 * server's memory while 20 clients stream a 500 MB video in ranges (decision 070); BENCH_MESSAGES
 * (10,000) queued messages drained through the WhatsApp and SMS stand-ins by two servers on
 * PostgreSQL and one on SQLite (whatever BENCH_DB says); last, Lighthouse on
 * the public pages of the built site (and of a baseline build beside it, BENCH_BASELINE).
 * Exits 1 when a budget is missed.
 */
import { benchAdminLists } from './admin-site';
import { benchAttendance } from './attendance-site';
import { benchCertificateImport } from './certificate-import';
import { benchCourseSearch } from './course-search-site';
import { benchLessons } from './lessons-site';
import { benchMessageDrain } from './message-drain-site';
import { measurePages } from './pages';
import { benchPublicReads } from './public-reads';
import { ADMIN, createBenchSite } from './site';
import { benchTests } from './tests-site';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

const site = await createBenchSite();
let failed = false;
try {
  const reads = await benchPublicReads(site.env, SECONDS);
  failed ||= !reads.ok;
  const app = reads.app;
  const imported = await benchCertificateImport(app.url, ADMIN);
  failed ||= imported.count !== 500 || imported.seconds > 60;
  console.log(
    `certificate import of 500 generated rows: ${imported.seconds.toFixed(1)} s (budget 60 s), ` +
      `status ${imported.status}, ${imported.count} issued`,
  );
  await app.stop();

  failed = !(await benchCourseSearch(site.env)) || failed;

  failed = !(await benchAdminLists(site.env, ROWS)) || failed;

  failed = !(await benchAttendance(site.env, SECONDS)) || failed;

  failed = !(await benchTests(site.env, SECONDS)) || failed;
  failed = !(await benchLessons(site.env, SECONDS)) || failed;
} finally {
  await site.dispose();
}
failed = !(await benchMessageDrain()) || failed;
console.log('public pages (Lighthouse, mobile; budget: every score 100, CLS 0):');
failed = !(await measurePages()) || failed;
process.exit(failed ? 1 : 0);
