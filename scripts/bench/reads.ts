/**
 * `npm run bench:reads`: only the public reads under load against the bare Fastify route, as
 * `npm run bench` starts it (BENCH_SECONDS, BENCH_ROUNDS, BENCH_DB=postgres, BENCH_PROFILE=<folder>). Exits 1
 * when a read misses its budget.
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
