import { createHash } from 'node:crypto';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender as prerenderToStream } from 'react-dom/static.edge';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import { LANGUAGES, languageOfPath, languagePrefix, type Language } from '#common/languages';
import { AppProviders } from './app/providers';
import { setApiTransport, type ApiTransport } from './lib/api';
import { i18nOf } from './lib/i18n';
import { loadShellMessages } from './lib/shell-messages';
import { PAGE_STATE_ID } from './lib/page-state';
import { createQueryClient } from './lib/query-client';
import { routes } from './router';
import { frameQueries, screenQueries } from './routes/screen-data';

/** A page as the app renders it for a visitor: the root's content and the answers it used. */
export interface RenderedApp {
  html: string;
  /** A `<script type="application/json">` the browser hydrates the page's queries from. */
  state: string;
  /** The ids of the routes the page matched; a screen's id names its module. */
  screens: string[];
}

/** Renders a page; `api` answers the app's API requests (the server's own routes). */
export type AppRenderer = (url: URL, api: ApiTransport) => Promise<RenderedApp | undefined>;

/**
 * Each render's way to the API, found by the abort signal its query passes with every request:
 * renders of several pages may be under way at once. (AsyncLocalStorage would find it too, but once
 * used it has Node 20 track every promise and callback of every request the server answers, about
 * a tenth of a cached response's time.)
 */
const apiOfQuery = new WeakMap<AbortSignal, ApiTransport>();
setApiTransport((url, init) => {
  const api = init.signal && apiOfQuery.get(init.signal);
  if (!api)
    throw new Error(`${url}: an API request outside a page render's query, or without its signal`);
  return api(url, init);
});

/** Each language's route handler, under its prefix (`/hi`). */
const handlers = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    createStaticHandler(routes, { basename: languagePrefix(language) || '/' }),
  ]),
) as Record<Language, StaticHandler>;

// The shell's words in every language; each feature loads its own with its code.
await loadShellMessages();

/** Screens whose data needs more rounds than this render what they have by then. */
const MAX_ROUNDS = 4;

/**
 * Fetches the queries in the client that no earlier round fetched: those a screen shows first, then
 * those the last render asked for. False if there were none.
 */
async function fetchNewQueries(
  client: QueryClient,
  fetched: Set<string>,
  api: ApiTransport,
): Promise<boolean> {
  const wanted = client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (fetched.has(query.queryHash)) return false;
      const { enabled } = query.options as { enabled?: boolean | ((q: unknown) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
  for (const query of wanted) fetched.add(query.queryHash);
  // A failed answer stays an error; the browser asks again when it hydrates.
  await Promise.all(
    wanted.map((query) => {
      const { queryFn } = query.options;
      return query.fetch({
        ...query.options,
        retry: false,
        queryFn:
          typeof queryFn === 'function'
            ? (context) => {
                apiOfQuery.set(context.signal, api);
                return queryFn(context);
              }
            : queryFn,
      });
    }),
  );
  return wanted.length > 0;
}

/**
 * The page's HTML once every Suspense boundary in it has its content (lazy parts included), so
 * the browser hydrates what the server sent instead of rendering a boundary again. React's build
 * for web streams: its Node build keeps each render in an AsyncLocalStorage, and once one is used
 * Node 20 tracks every promise and callback of every request the server answers from then on (a
 * cached answer took 5-8 µs more of its 70); this build finds none on Node 20 and keeps none.
 */
async function prerender(page: ReactNode): Promise<string> {
  // React would send a large boundary after the rest, to be put in place by an inline script;
  // the whole page is sent at once here, in order, and the Content-Security-Policy allows no such script.
  const { prelude } = await prerenderToStream(page, { progressiveChunkSize: Infinity });
  return new Response(prelude).text();
}

/**
 * The scripts React writes into a page, as Content-Security-Policy sources: the recorder that keeps
 * a form sent before the page came to life (lib/use-replayable-form), the same on every page.
 */
export const inlineScriptHashes = [
  ...(await prerender(<form action={async () => {}} />)).matchAll(/<script>(.*?)<\/script>/gs),
].map(([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);

/**
 * The `<meta>` and `<link>` React writes ahead of a page rendered outside a document. The server
 * writes the page's head itself (features/seo), with its one `<title>`.
 */
const headElements = /^(?:<meta [^>]*>|<link [^>]*>)+/;

const scriptSafe = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The page at `url` rendered to HTML in its address's language, with its queries answered
 * in-process: fetch what its screens show first (routes/screen-data), render, and should the render
 * ask for more, fetch it and render again until nothing new is asked. Undefined when the route
 * redirects.
 */
export const renderApp: AppRenderer = async (url, api) => {
  const { language } = languageOfPath(url.pathname);
  const handler = handlers[language];
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  const render = () =>
    prerender(
      <AppProviders client={client} i18n={i18nOf(language)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  const firstQueries = [
    ...frameQueries(''),
    ...context.matches.flatMap(({ route, params }) =>
      route.id ? screenQueries(route.id, params, url.searchParams, '') : [],
    ),
  ];
  for (const query of firstQueries)
    query((options) => client.getQueryCache().build(client, options));
  const fetched = new Set<string>();
  await fetchNewQueries(client, fetched, api);
  let html = await render();
  for (
    let round = 0;
    round < MAX_ROUNDS && (await fetchNewQueries(client, fetched, api));
    round++
  ) {
    html = await render();
  }
  const state = scriptSafe(JSON.stringify(dehydrate(client)));
  return {
    html: html.replace(headElements, ''),
    state: `<script type="application/json" id="${PAGE_STATE_ID}">${state}</script>`,
    screens: context.matches.map(({ route }) => route.id),
  };
};
