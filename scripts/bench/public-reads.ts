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

/**
 * Each path under load right after the bare route, so that both meet the same load from the
 * machine's other work, judged against the budget.
 */
async function measurePublicReads(
  bare: Server,
  server: Server,
  paths: string[],
  seconds: number,
): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  const underLoad = async (target: Server, path: string) => {
    const cpu = target.cpuMicros();
    const result = await load(target.url + path, seconds);
    return { ...result, cpu: Math.round((target.cpuMicros() - cpu) / result.requests) };
  };
  for (const path of paths) {
    const baseline = await underLoad(bare, '/');
    const result = await underLoad(server, path);
    const share = result.rps / baseline.rps;
    const ok = share >= BUDGET.shareOfBare && result.p99 < BUDGET.p99Ms && result.errors === 0;
    verdicts.push({
      ok,
      line:
        `${label(path).padEnd(32)} ${String(result.rps).padStart(6)} req/s ${String(Math.round(share * 100)).padStart(3)}%` +
        ` of ${String(baseline.rps).padStart(6)}  p99 ${String(result.p99).padStart(3)} ms (bare ${baseline.p99})` +
        `  server CPU ${String(result.cpu).padStart(3)} us/req (bare ${baseline.cpu})` +
        `  errors ${result.errors}  ${ok ? 'ok' : 'MISSED'}`,
    });
  }
  return verdicts;
}

const APP = 'src/server/main.ts';

/**
 * A bare Fastify JSON route and a production-like server on the site's environment, each public
 * read under load against the bare route, printed against the budget. BENCH_PROFILE=<folder>:
 * the app server writes a V8 CPU profile of its run there when it stops. The app server is left
 * running.
 */
export async function benchPublicReads(
  env: Record<string, string>,
  seconds: number,
): Promise<{ ok: boolean; app: Server }> {
  console.log(
    `public reads against a bare Fastify JSON route loaded just before each (autocannon -c 50 ` +
      `-d ${seconds}, separate process; budget: >= ${BUDGET.shareOfBare * 100}% of bare, ` +
      `p99 < ${BUDGET.p99Ms} ms, no errors):`,
  );
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const bare = await startServer('scripts/bench/bare-server.ts', {}, '/');
  const app = await startServer(APP, env, '/api/v1/health', profile);
  const verdicts = await measurePublicReads(bare, app, await publicReadPaths(app), seconds).finally(
    () => bare.stop(),
  );
  for (const verdict of verdicts) console.log(`  ${verdict.line}`);
  console.log(`server RSS after load: ${app.rssMb()} MB`);
  return { ok: verdicts.every((verdict) => verdict.ok), app };
}
