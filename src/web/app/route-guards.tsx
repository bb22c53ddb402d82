import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { isAdmin, useAuth } from '../lib/auth';
import { returnPathOf } from '../lib/return-path';
import { paths, SITE_AS_VISITOR } from '#common/paths';

/** Short root paths an admin is sent from to the dashboard. */
const adminHomes = new Set([paths.home.path, paths.login.path, paths.register.path]);
const signInPages = new Set([paths.login.path, paths.register.path]);

/**
 * Around every public page: an admin at a root path goes to the dashboard, a logged-in student
 * has no business on login or register (and goes on to where a `?next=` leads). The server enforces access; this only follows it.
 */
export function PublicGuard() {
  const { isAuthenticated, user } = useAuth();
  const { pathname, search } = useLocation();
  // The remembered path is read only when it is used: the server renders pages for visitors.
  const [params] = useSearchParams();
  const viewingSite = search === SITE_AS_VISITOR.slice(1);
  if (isAuthenticated && isAdmin(user) && adminHomes.has(pathname) && !viewingSite) {
    return <Navigate to={paths.admin.dashboard.getHref()} replace />;
  }
  if (isAuthenticated && !isAdmin(user) && signInPages.has(pathname)) {
    return <Navigate to={returnPathOf(params) ?? paths.home.getHref()} replace />;
  }
  return <Outlet />;
}

/** Pages of a logged-in user (profile, password, My Learning). */
export function RequireUser() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!isAuthenticated) return <Navigate to={paths.login.getHref()} replace />;
  return <Outlet />;
}
