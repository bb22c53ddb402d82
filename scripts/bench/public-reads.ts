import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, SATURATION, STEADY } from './load';
import { median } from './median';
import { measurePageRenders, PAGE_RENDER_BUDGET_MS } from './page-renders';
import { recordAnswers } from './recorded-answers';
import { startServer, startSite, type Server } from './servers';

export const BUDGET = { shareOfBare: 0.9, p99Ms: 10 };

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

/** The public pages a visitor opens most, as the server sends them. */
async function publicPagePaths(server: Server): Promise<string[]> {
  const courseId = await firstId(server, '/api/v1/course', (d: { courses: [] }) => d.courses);
  return ['/', '/courses', `/course-detail/${courseId}`, '/blog', '/about', '/contact'];
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

interface Measured {
  rps: number;
  p99: number;
  errors: number;
  cpu: number;
}

/** Throughput and CPU per request at saturation, then p99 with a few requests in flight. */
async function underLoad(target: Server, path: string, seconds: number): Promise<Measured> {
  const cpu = target.cpuMicros();
  const saturated = await load(target.url + path, seconds, SATURATION);
  const used = Math.round((target.cpuMicros() - cpu) / saturated.requests);
  const steady = await load(target.url + path, seconds, STEADY);
  return {
    rps: saturated.rps,
    cpu: used,
    p99: steady.p99,
    errors: saturated.errors + steady.errors,
  };
}

/** Medians of the rounds' throughput and CPU; the worst p99 and every error count. */
const summary = (runs: Measured[]): Measured => ({
  rps: median(runs.map((run) => run.rps)),
  cpu: median(runs.map((run) => run.cpu)),
  p99: Math.max(...runs.map((run) => run.p99)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

/**
 * Each path under load right after the bare route, so that both meet the same load from the
 * machine's other work, `rounds` times in turn; judged on the medians against the budget.
 */
async function measurePublicReads(
  bare: Server,
  server: Server,
  paths: string[],
  seconds: number,
  rounds: number,
): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const path of paths) {
    const pairs: { bare: Measured; read: Measured }[] = [];
    for (let round = 0; round < rounds; round++) {
      const bareRun = await underLoad(bare, path, seconds);
      pairs.push({ bare: bareRun, read: await underLoad(server, path, seconds) });
    }
    const baseline = summary(pairs.map((pair) => pair.bare));
    const result = summary(pairs.map((pair) => pair.read));
    const share = result.rps / baseline.rps;
    const ok = share >= BUDGET.shareOfBare && result.p99 < BUDGET.p99Ms && result.errors === 0;
    const shares = pairs.map((pair) => `${Math.round((pair.read.rps / pair.bare.rps) * 100)}%`);
    verdicts.push({
      ok,
      line:
        `${label(path).padEnd(32)} ${String(result.rps).padStart(6)} req/s ${String(Math.round(share * 100)).padStart(3)}%` +
        ` of ${String(baseline.rps).padStart(6)} (rounds ${shares.join(' ')})` +
        `  p99 ${String(result.p99).padStart(3)} ms (bare ${baseline.p99})` +
        `  server CPU ${String(result.cpu).padStart(3)} us/req (bare ${baseline.cpu})` +
        `  errors ${result.errors}  ${ok ? 'ok' : 'MISSED'}`,
    });
  }
  return verdicts;
}

/** A bare node:http server sending the app's recorded answer to each of `paths`. */
async function startBare(app: Server, paths: string[]): Promise<Server> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-bare-'));
  const answers = path.join(folder, 'answers.json');
  await writeFile(answers, JSON.stringify(await recordAnswers(app.url, paths)));
  const bare = await startServer(
    'scripts/bench/bare-server.ts',
    { BARE_ANSWERS: answers },
    paths[0] ?? '/',
  );
  return {
    ...bare,
    stop: () => bare.stop().finally(() => rm(folder, { recursive: true, force: true })),
  };
}

/**
 * A production-like server on the site's environment and a bare node:http server sending the
 * same bytes; each public page and read under load right after the bare server's same answer,
 * then each page rendered afresh, printed against the budgets. BENCH_PROFILE=<folder>: the app
 * server writes a V8 CPU profile of its run there when it stops. The app server is left running.
 */
export async function benchPublicReads(
  env: Record<string, string>,
  seconds: number,
  rounds = Number(process.env.BENCH_ROUNDS ?? 5),
): Promise<{ ok: boolean; app: Server }> {
  console.log(
    `public pages and reads against a bare node:http server sending the same bytes, loaded just ` +
      `before each, ${rounds} rounds in turn (autocannon from a separate process, ${seconds} s each: ` +
      `req/s and CPU with ${SATURATION.connections} connections as fast as answered, p99 with ` +
      `${STEADY.connections} requests always in flight; medians of req/s and CPU, worst p99; ` +
      `budget: >= ${BUDGET.shareOfBare * 100}% of bare, p99 < ${BUDGET.p99Ms} ms, no errors):`,
  );
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const app = await startSite(env, profile);
  const pages = await publicPagePaths(app);
  // Reads first: a page load under saturation leaves the heap some 50 MB of objects that outlived
  // a scavenge (responses waiting on slow sockets); the collection that frees them falls in the
  // next run and cost an API read that follows a page up to 20 µs a request (V8's heap sampling
  // of a page run, `--trace-gc` of the read after it). In this order pages pay for their own.
  const paths = [...(await publicReadPaths(app)), ...pages];
  const bare = await startBare(app, paths);
  const verdicts = await measurePublicReads(bare, app, paths, seconds, rounds).finally(() =>
    bare.stop(),
  );
  for (const verdict of verdicts) console.log(`  ${verdict.line}`);
  console.log(`server RSS after load: ${app.rssMb()} MB`);
  console.log(
    `public pages rendered afresh (a new address each time, one at a time; budget: median < ${PAGE_RENDER_BUDGET_MS} ms):`,
  );
  const renders = await measurePageRenders(app, pages);
  for (const verdict of renders) console.log(`  ${verdict.line}`);
  return { ok: [...verdicts, ...renders].every((verdict) => verdict.ok), app };
}
