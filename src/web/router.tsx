import { createBrowserRouter } from 'react-router';
import { adminRoutes } from './routes/admin-routes';
import { publicRoutes } from './routes/public-routes';

/**
 * Every screen of the site: one route module per screen under routes/, the only place that
 * combines features. The pathless routes keep errors and first loads inside the layout; the guards
 * (app/route-guards) decide who may see which page.
 */
export const router = createBrowserRouter([publicRoutes, adminRoutes]);
