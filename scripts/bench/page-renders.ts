import type { Verdict } from './public-reads';
import { median } from './median';
import type { Server } from './servers';

export const PAGE_RENDER_BUDGET_MS = 30;

/**
 * Renders of a page left out before measuring: the first loads the page's modules, and V8 compiles
 * the render path's hot functions over the next few, as it has on a server that has run a minute.
 */
const WARM_UP = 10;
const RENDERS = 30;

/**
 * Each page asked for at an address the server has not answered before (an unknown parameter
 * added), so that it renders the page with the app instead of sending a copy it keeps: the time
 * until its last byte, one request at a time.
 */
export async function measurePageRenders(server: Server, pages: string[]): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  const run = Date.now();
  for (const page of pages) {
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + RENDERS; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}${page}?render=${run}-${i}`);
      const html = await res.text();
      if (!res.ok || !html.includes('id="page-state"'))
        throw new Error(`${page} was not rendered (${res.status})`);
      if (i >= WARM_UP) times.push(performance.now() - started);
    }
    const middle = median(times);
    const ok = middle < PAGE_RENDER_BUDGET_MS;
    verdicts.push({
      ok,
      line:
        `${page.replace(/[0-9a-f-]{36}$/, ':id').padEnd(32)} median ${middle.toFixed(1).padStart(5)} ms` +
        `  slowest ${Math.max(...times)
          .toFixed(1)
          .padStart(5)} ms  ${ok ? 'ok' : 'MISSED'}`,
    });
  }
  return verdicts;
}
