/**
 * `npm run bench:reads`: only the public pages and reads under load against a bare node:http
 * server sending the same bytes, and the pages rendered afresh, as `npm run bench` runs them
 * (BENCH_SECONDS, BENCH_ROUNDS, BENCH_DB=postgres, BENCH_PROFILE=<folder>). Exits 1 when a page or
 * a read misses its budget.
 */
import { benchPublicReads } from './public-reads';
import { createBenchSite } from './site';

const site = await createBenchSite();
const ok = await benchPublicReads(site.env, Number(process.env.BENCH_SECONDS ?? 10))
  .then(async ({ ok, app }) => {
    await app.stop();
    return ok;
  })
  .finally(() => site.dispose());
process.exit(ok ? 0 : 1);
