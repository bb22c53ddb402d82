import { load } from './load';
import { startServer, type Server } from './servers';

export const BUDGET = { shareOfBare: 0.7, p99Ms: 10 };

export interface Verdict {
  line: string;
  ok: boolean;
}

async function firstId(server: Server, path: string, pick: (data: never) => { _id: string }[]) {
  const body = (await (await fetch(server.url + path)).json()) as { data: never };
  const id = pick(body.data)[0]?._id;
  if (!id) throw new Error(`${path} listed nothing`);
  return id;
}

/** The public reads a visitor's pages make, by the paths the web app calls. */
export async function publicReadPaths(server: Server): Promise<string[]> {
  const courseId = await firstId(server, '/api/v1/course', (d: { courses: [] }) => d.courses);
  return [
    '/api/v1/course',
    `/api/v1/course/singlecourse/${courseId}`,
    '/api/v1/news',
    '/api/v1/blog',
    '/api/v1/team',
    '/api/v1/review',
    '/api/v1/settings',
  ];
}

/** The path as printed: ids stand as `:id`. */
const label = (path: string) => path.replace(/[0-9a-f-]{36}$/, ':id');

/** Each path under load beside the bare route's rate, judged against the budget. */
async function measurePublicReads(
  server: Server,
  paths: string[],
  bareRps: number,
  seconds: number,
): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const path of paths) {
    const result = await load(server.url + path, seconds);
    const share = result.rps / bareRps;
    const ok = share >= BUDGET.shareOfBare && result.p99 < BUDGET.p99Ms && result.errors === 0;
    verdicts.push({
      ok,
      line:
        `${label(path).padEnd(36)} ${String(result.rps).padStart(6)} req/s ${String(Math.round(share * 100)).padStart(3)}%` +
        `  p99 ${String(result.p99).padStart(4)} ms  errors ${result.errors}  ${ok ? 'ok' : 'MISSED'}`,
    });
  }
  return verdicts;
}

const APP = 'src/server/main.ts';

/**
 * The bare route under load, then a production-like server on the site's environment with each
 * public read under load, printed against the budget. BENCH_PROFILE=<folder>: the app server
 * writes a V8 CPU profile of its run there when it stops. The app server is left running.
 */
export async function benchPublicReads(
  env: Record<string, string>,
  seconds: number,
): Promise<{ ok: boolean; app: Server }> {
  const bare = await startServer('scripts/bench/bare-server.ts', {}, '/');
  const baseline = await load(bare.url + '/', seconds);
  await bare.stop();
  console.log(
    `bare Fastify JSON route: ${baseline.rps} req/s, p99 ${baseline.p99} ms ` +
      `(autocannon -c 50 -d ${seconds}, separate process)`,
  );
  console.log(
    `public reads (budget: >= ${BUDGET.shareOfBare * 100}% of bare, p99 < ${BUDGET.p99Ms} ms, no errors):`,
  );
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const app = await startServer(APP, env, '/api/v1/health', profile);
  const verdicts = await measurePublicReads(app, await publicReadPaths(app), baseline.rps, seconds);
  for (const verdict of verdicts) console.log(`  ${verdict.line}`);
  console.log(`server RSS after load: ${app.rssMb()} MB`);
  return { ok: verdicts.every((verdict) => verdict.ok), app };
}
