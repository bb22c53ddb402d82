import { expect, type Page, type Request } from '@playwright/test';

/** How long the site's requests must have been still before a page counts as settled. */
const QUIET_MS = 500;

const watches = new WeakMap<Page, { inFlight: Set<Request>; since: number }>();

/** Keeps count of the page's requests to the site itself (the journeys' servers, on loopback). */
export function watchSiteRequests(page: Page): void {
  const watch = { inFlight: new Set<Request>(), since: Date.now() };
  watches.set(page, watch);
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') return;
    watch.inFlight.add(request);
    watch.since = Date.now();
  });
  const ended = (request: Request) => {
    if (watch.inFlight.delete(request)) watch.since = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Waits until none of the page's requests to the site has been in flight for half a second: its
 * data, code and pictures are in. Chromium's own "network idle" also waits on frames from other
 * sites, and the contact page's map frame at times never counted as loaded (a journey hung for
 * 220 s on it).
 */
export async function siteQuiet(page: Page): Promise<void> {
  const watch = watches.get(page);
  if (!watch) throw new Error('The page was not made by the journeys’ fixture');
  await expect
    .poll(() => watch.inFlight.size === 0 && Date.now() - watch.since >= QUIET_MS, {
      intervals: [100],
    })
    .toBe(true);
}
