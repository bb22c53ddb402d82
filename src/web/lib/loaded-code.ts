import { ASSETS_CACHE } from './offline-caches';

/**
 * Puts the code and styles this page loaded into the service worker's cache of files seen, those
 * it has no copy of. A page loaded before the worker took control fetched them past it (a first
 * visit), and without them the page could not be opened again offline.
 */
export async function keepLoadedCode(): Promise<void> {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  const missing = await Promise.all(
    [...new Set(files)].map(async (file) => ((await caches.match(file)) ? [] : [file])),
  );
  await (await caches.open(ASSETS_CACHE)).addAll(missing.flat());
}
