import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '#common/paths';
import { loadScreenModules, preloadScreen } from './lib/app-modules';
import { publicRoutes } from './routes/public-routes';
import { whenIdle } from './lib/when-idle';
import type * as ScreenDataModule from './routes/screen-data';

type ScreenData = typeof ScreenDataModule;

/**
 * Every screen of the site: one route module per screen under routes/, the only place that
 * combines features. The pathless routes keep errors and first loads inside the layout; the guards
 * (app/route-guards) decide who may see which page. The admin's screens join the table the first
 * time an address of theirs is opened: a visitor's pages carry none of them.
 */
export const routes: RouteObject[] = [publicRoutes];

let adminRoutes: Promise<RouteObject> | undefined;

const withAdminRoutes = () =>
  (adminRoutes ??= import('./routes/admin-routes').then(({ adminRoutes: admin }) => {
    preloadingScreens(admin);
    routes.push(admin);
    return admin;
  }));

/**
 * The browser's router, under the page's language prefix (`/hi`). When the server rendered the page, the screen's route modules are loaded
 * first, so the first render is the page the server sent and hydrates without a fallback.
 */
export async function createRouter(serverRendered: boolean, client: QueryClient, basename: string) {
  routes.forEach(preloadingScreens);
  preloadOnIntent(client, basename);
  if (serverRendered) {
    const matches = matchRoutes(routes, window.location, basename) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, {
    basename,
    ...(serverRendered ? { hydrationData: {} } : {}),
    async patchRoutesOnNavigation({ path, patch }) {
      if (path.startsWith(paths.admin.dashboard.path)) patch(null, [await withAdminRoutes()]);
    },
  });
}

/** A screen's route, as it loads, has all the screen's modules fetched side by side. */
function preloadingScreens(route: RouteObject): void {
  const { id, lazy } = route;
  if (id && typeof lazy === 'function') {
    route.lazy = () => {
      preloadScreen(id);
      return lazy();
    };
  }
  route.children?.forEach(preloadingScreens);
}

/**
 * A finger on a link, or the pointer or keyboard focus on it, starts fetching its screen's modules;
 * a touch or a click also its first answer (a pointer passing over a list would ask for each).
 */
function preloadOnIntent(client: QueryClient, basename: string): void {
  // Each screen's modules, and which answers it shows first: loaded once the page has come to
  // life, not before.
  let screenData: Promise<ScreenData> | undefined;
  const loadScreenData = () => (screenData ??= import('./routes/screen-data'));
  whenIdle(() => {
    void loadScreenModules();
    void loadScreenData();
  });
  let last: { link: HTMLAnchorElement; withData: boolean } | undefined;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.origin !== window.location.origin) return;
    const withData = event.type === 'touchstart' || event.type === 'click';
    if (last?.link === link && (last.withData || !withData)) return;
    last = { link, withData };
    for (const { route, params } of matchRoutes(routes, link.pathname, basename) ?? []) {
      const { id } = route;
      if (!id) continue;
      preloadScreen(id);
      if (withData) {
        const search = new URLSearchParams(link.search);
        void loadScreenData().then(({ prefetchScreenData }) =>
          prefetchScreenData(client, id, params, search),
        );
      }
    }
  };
  for (const type of ['touchstart', 'mouseover', 'focusin', 'click']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
