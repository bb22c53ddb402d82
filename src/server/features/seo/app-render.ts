import type { FastifyInstance } from 'fastify';

/** How the web app's render reaches the API: a fetch-like call answered by the server itself. */
export type ApiCall = (url: string, init: RequestInit) => Promise<Response>;

/** A page as the app renders it: the root's content and the script holding its answers. */
export interface RenderedApp {
  html: string;
  state: string;
  /** The ids of the routes the page matched; a screen's id names its module. */
  screens: string[];
}

/** Renders a page; `api` answers the app's API requests. */
export type AppRenderer = (url: URL, api: ApiCall) => Promise<RenderedApp | undefined>;

/** The web app's server render (src/web/entry-server.tsx, built into dist/ssr). */
export interface AppRender {
  renderApp: AppRenderer;
  /** Content-Security-Policy sources (`'sha256-…'`) of the scripts React writes into pages. */
  inlineScriptHashes: string[];
}

const NO_BODY = new Set([204, 304]);

/**
 * The app's API requests answered in-process, as for a visitor (no cookie, no token): from the
 * response cache when it holds the answer, else by the same routes and checks a browser's go
 * through. Rendering only reads.
 */
function inProcessApi(app: FastifyInstance): ApiCall {
  return async (url, init) => {
    if (init.method && init.method !== 'GET') throw new Error(`a page render sent ${init.method}`);
    const cached = app.cachedBody(url);
    if (cached !== undefined) return new Response(cached, { status: 200 });
    const res = await app.inject({ method: 'GET', url });
    return new Response(NO_BODY.has(res.statusCode) ? null : res.body, {
      status: res.statusCode,
    });
  };
}

/**
 * Renders pages with the app's API answered in-process. A page the app fails to render is logged
 * and sent without it, for the browser to render.
 */
export function renderWithApi(app: FastifyInstance, render: AppRenderer) {
  const api = inProcessApi(app);
  return (url: URL): Promise<RenderedApp | undefined> =>
    render(url, api).catch((error: unknown) => {
      app.log.error({ err: error, url: url.pathname }, 'page not rendered');
      return undefined;
    });
}
