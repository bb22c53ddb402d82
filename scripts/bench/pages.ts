/**
 * Lighthouse (mobile) on the built site's public pages, in English and in Hindi, with Debian's
 * Chromium: each page's four scores, LCP, TBT, CLS and bytes (all, JavaScript and the page's own
 * HTML, which takes one round trip on a phone's network up to about 14 KB), against the
 * budget (every score 100, TBT at most 100 ms, CLS 0). Needs `npm run build` first; loopback only. `npm run bench:pages` runs
 * it alone. BENCH_BASELINE=<another checkout, built> measures that build's same pages in the same
 * run, run for run in turn with this one, and prints them beside it (not judged): how the Preact
 * build compared is measured this way. It first measures the machine's floor, a page of a heading
 * and a line with no script or style, so each figure can be read against what this machine's
 * Chromium costs for any page at all (on one machine a bare page alone blocked 51-75 ms).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { assertBuilt, BUILT_SERVER, waitUntilAnswering } from './servers';
import { LANGUAGES, pathIn, type Language } from '#common/languages';

const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3950);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TBT_BUDGET_MS = 100;
/**
 * Lighthouse runs each page this many times and the median run (Lighthouse's own pick, by first
 * paint and interactive) is judged: one run's blocking time moves with the machine's other work.
 */
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);

interface Site {
  name: string;
  base: string;
  pages: string[];
  stop(): Promise<void>;
}

async function firstId(base: string, list: string, key: string) {
  const body = (await (await fetch(`${base}/api/v1/${list}`)).json()) as {
    data: Record<string, { _id: string }[]>;
  };
  const id = body.data[key]?.[0]?._id;
  if (!id) throw new Error(`no ${list} to measure`);
  return id;
}

/**
 * The built server of the checkout in `root` on `port`, with demo content in a new folder; its
 * pages in each of `languages` (the Hindi ones at their `/hi` addresses).
 */
async function startSite(
  name: string,
  root: string,
  port: number,
  languages: readonly Language[],
): Promise<Site> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-pages-'));
  const server: ChildProcess = spawn(process.execPath, [path.join(root, BUILT_SERVER)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      PAYMENTS_TEST_MODE: 'true',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Bench@12345',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${base}/api/v1/health`, server);
    const english = [
      '/',
      '/courses',
      `/course-detail/${await firstId(base, 'course', 'courses')}`,
      '/blog',
      `/blog/${await firstId(base, 'blog', 'blogs')}`,
      '/about',
      '/contact',
    ];
    const pages = languages.flatMap((language) => english.map((page) => pathIn(language, page)));
    return { name, base, pages, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>' +
  '<meta name="description" content="The smallest page: what any page costs here."></head>' +
  '<body><h1>Floor</h1><p>A heading and a line, no script or style.</p></body></html>';

/** A server of the floor page on a free loopback port. */
async function floorSite() {
  const server = http.createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_PAGE),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}

/** One line of figures for a page's median run, and what missed the budget. */
function describe(lhr: Result): { figures: string; misses: string[] } {
  const { categories, audits } = lhr;
  const scores = CATEGORIES.map((name) => Math.round((categories[name]?.score ?? 0) * 100));
  const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  const tbt = audits['total-blocking-time']?.numericValue ?? Number.NaN;
  const items = (audits['resource-summary']?.details as { items?: unknown[] } | undefined)?.items;
  const kinds = items as { resourceType: string; transferSize: number }[] | undefined;
  const script = kinds?.find((item) => item.resourceType === 'script');
  const page = kinds?.find((item) => item.resourceType === 'document');
  const misses = [
    ...CATEGORIES.filter((_, i) => scores[i] !== 100).map((name) => {
      const below = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .filter((audit) =>
          categories[name]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
        )
        .map((audit) => audit.id);
      return `${name} (${below.join(', ')})`;
    }),
    ...(tbt > TBT_BUDGET_MS ? [`TBT over ${TBT_BUDGET_MS} ms`] : []),
    ...(cls > 0 ? ['CLS above 0'] : []),
  ];
  const figures =
    `performance ${scores[0]}, accessibility ${scores[1]}, best practices ${scores[2]}, SEO ${scores[3]}; ` +
    `LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms, ` +
    `TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}, ` +
    `${Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024)} KB ` +
    `(JavaScript ${Math.round((script?.transferSize ?? 0) / 1024)} KB, ` +
    `the page ${((page?.transferSize ?? 0) / 1024).toFixed(1)} KB)`;
  return { figures, misses };
}

/** Measures the pages; false when one of this build's misses its budget. */
export async function measurePages(): Promise<boolean> {
  await assertBuilt();
  const sites = [await startSite('this build', process.cwd(), PORT, LANGUAGES)];
  const baseline = process.env.BENCH_BASELINE;
  // The baseline is an older build: its English pages are compared with this one's.
  if (baseline) sites.push(await startSite('baseline', path.resolve(baseline), PORT + 1, ['en']));

  let failed = false;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  const audit = async (url: string) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  };
  try {
    const floor = await floorSite();
    const floorRuns: Result[] = [];
    for (let run = 0; run < RUNS; run++) floorRuns.push(await audit(floor.url));
    floor.stop();
    const valid = filterToValidRuns(floorRuns.filter((run) => !run.runtimeError));
    if (valid.length)
      console.log(
        `machine floor (a bare page): ${describe(computeMedianRun(valid) as Result).figures}`,
      );
    const [own] = sites;
    for (const [index, page] of (own?.pages ?? []).entries()) {
      const measured = sites.filter((site) => site.pages[index] !== undefined);
      const runs = measured.map((): Result[] => []);
      for (let run = 0; run < RUNS; run++)
        for (const [i, site] of measured.entries())
          runs[i]?.push(await audit(`${site.base}${site.pages[index]}`));
      for (const [i, site] of measured.entries()) {
        // On a busy machine Lighthouse sometimes loses the navigation in its trace (NO_NAVSTART);
        // such a run says nothing about the page and is left out.
        const valid = filterToValidRuns((runs[i] ?? []).filter((run) => !run.runtimeError));
        const who = measured.length > 1 ? ` [${site.name}]` : '';
        if (!valid.length) {
          if (i === 0) failed = true;
          console.log(`${page}${who}: Lighthouse could not measure it`);
          continue;
        }
        const { figures, misses } = describe(computeMedianRun(valid) as Result);
        if (i === 0 && misses.length) failed = true;
        console.log(
          `${page}${who}: ${figures}` +
            (misses.length ? `\n  below budget: ${misses.join('; ')}` : ''),
        );
      }
    }
  } finally {
    chrome.kill();
    for (const site of sites) await site.stop();
  }
  return !failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exit((await measurePages()) ? 0 : 1);
