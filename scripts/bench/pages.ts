/**
 * Lighthouse (mobile) on the built site's public pages with Debian's Chromium: each page's four
 * scores, LCP, TBT, CLS and bytes, against the budget (every score 100, CLS 0). Needs
 * `npm run build` first; loopback only. `npm run bench:pages` runs it alone.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { assertBuilt, BUILT_SERVER, waitUntilAnswering } from './servers';

const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3950);
const base = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * Lighthouse runs each page this many times and the median run (Lighthouse's own pick, by first
 * paint and interactive) is judged: one run's blocking time moves with the machine's other work.
 */
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);

async function firstId(list: string, key: string) {
  const body = (await (await fetch(`${base}/api/v1/${list}`)).json()) as {
    data: Record<string, { _id: string }[]>;
  };
  const id = body.data[key]?.[0]?._id;
  if (!id) throw new Error(`no ${list} to measure`);
  return id;
}

/** Measures the pages; false when one misses its budget. */
export async function measurePages(): Promise<boolean> {
  await assertBuilt();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-pages-'));
  const server = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PUBLIC_URL: base,
      PAYMENTS_TEST_MODE: 'true',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Bench@12345',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

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
  try {
    await waitUntilAnswering(`${base}/api/v1/health`, server);
    const pages = [
      '/',
      '/courses',
      `/course-detail/${await firstId('course', 'courses')}`,
      '/blog',
      `/blog/${await firstId('blog', 'blogs')}`,
      '/about',
      '/contact',
    ];
    const audit = async (page: string) => {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      return result.lhr;
    };
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(page));
      // On a busy machine Lighthouse sometimes loses the navigation in its trace (NO_NAVSTART);
      // such a run says nothing about the page and is left out.
      const valid = filterToValidRuns(runs.filter((run) => !run.runtimeError));
      if (!valid.length) {
        failed = true;
        console.log(`${page}: Lighthouse could not measure it (${runs[0]?.runtimeError?.code})`);
        continue;
      }
      const lhr = computeMedianRun(valid) as (typeof runs)[number];
      const { categories, audits } = lhr;
      const scores = CATEGORIES.map((name) => Math.round((categories[name]?.score ?? 0) * 100));
      const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      const misses = [
        ...CATEGORIES.filter((_, i) => scores[i] !== 100).map((name) => {
          const below = Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1)
            .filter((audit) =>
              categories[name]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
            )
            .map((audit) => audit.id);
          return `${name} (${below.join(', ')})`;
        }),
        ...(cls > 0 ? ['CLS above 0'] : []),
      ];
      if (misses.length) failed = true;
      console.log(
        `${page}: performance ${scores[0]}, accessibility ${scores[1]}, best practices ${scores[2]}, SEO ${scores[3]}; ` +
          `LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms, ` +
          `TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms, CLS ${cls.toFixed(3)}, ` +
          `${Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024)} KB` +
          (misses.length ? `\n  below budget: ${misses.join('; ')}` : ''),
      );
    }
  } finally {
    chrome.kill();
    server.kill();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return !failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exit((await measurePages()) ? 0 : 1);
