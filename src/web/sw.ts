import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  ASSETS_CACHE,
  LOGOUT_PATH,
  OFFLINE_LESSONS_PREFIX,
  PAGES_CACHE,
  SKIP_WAITING,
} from './lib/offline-caches';

/*
 * The site's service worker (decision 071), built by vite-plugin-pwa (injectManifest), which puts
 * the app shell's hashed files in place of `self.__WB_MANIFEST`. What it caches is public; a
 * student's saved lessons are written and read by the page (features/courses/lessons/offline)
 * and deleted here when anyone signs out.
 */

// The worker's own scope, as far as this file uses it (the DOM's types describe a window).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version controls the page that registered it; a later one waits for the visitor.
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});

/** Every cache of a student's own content, whoever's it is. */
async function deletePrivateCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(OFFLINE_LESSONS_PREFIX))
      .map((name) => caches.delete(name)),
  );
}

// Signing out, from any screen and even offline, first deletes what was saved for offline: the
// answer reaches the page only once the caches are gone.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === 'POST' && url.pathname === LOGOUT_PATH)
    event.respondWith(deletePrivateCaches().then(() => fetch(event.request)));
});

const ownPublicPath = (url: URL) =>
  url.origin === location.origin && !/^\/(api|admin|hi\/admin)(\/|$)/.test(url.pathname);

// Pages: the network's copy whenever there is a network, so a deploy is never hidden behind an old
// page; the last copy seen when there is none (whatever its query string).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && ownPublicPath(url),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    matchOptions: { ignoreSearch: true },
    plugins: [new ExpirationPlugin({ maxEntries: 60 })],
  }),
);

// Files the shell does not precache (a screen's code, fonts, pictures): hashed or public, so the
// copy at hand answers at once and the network refreshes it.
registerRoute(
  ({ request, url }) =>
    ownPublicPath(url) && ['script', 'style', 'font', 'image'].includes(request.destination),
  new StaleWhileRevalidate({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
);
