import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
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
