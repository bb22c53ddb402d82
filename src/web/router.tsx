import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { preloadScreen } from './lib/app-modules';
import { adminRoutes } from './routes/admin-routes';
import { publicRoutes } from './routes/public-routes';

/**
 * Every screen of the site: one route module per screen under routes/, the only place that
 * combines features. The pathless routes keep errors and first loads inside the layout; the guards
 * (app/route-guards) decide who may see which page.
 */
export const routes: RouteObject[] = [publicRoutes, adminRoutes];

/**
 * The browser's router. When the server rendered the page, the screen's route modules are loaded
 * first, so the first render is the page the server sent and hydrates without a fallback.
 */
export async function createRouter(serverRendered: boolean) {
  routes.forEach(preloadingScreens);
  preloadOnIntent();
  if (serverRendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
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

/** A finger on a link, or the pointer or keyboard focus on it, starts fetching its screen. */
function preloadOnIntent(): void {
  let last: HTMLAnchorElement | undefined;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link === last || link.origin !== window.location.origin) return;
    last = link;
    for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
      if (route.id) preloadScreen(route.id);
    }
  };
  for (const type of ['touchstart', 'mouseover', 'focusin']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
