import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { isAdmin, useAuth } from '../lib/auth';
import { toast } from '../lib/toast';
import { paths } from '#common/paths';
import './admin-messages';

function NotAllowed() {
  const { t } = useLingui();
  const message = t`can't access protected routes`;
  useEffect(() => {
    toast.error(message, { id: 'protected-routes' });
  }, [message]);
  return <Navigate to={paths.home.getHref()} replace />;
}

/** The admin area, decided by the role in the server's answer about the current user. */
export function RequireAdmin() {
  const { isAuthenticated, isLoading, user } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!isAuthenticated) return <Navigate to={paths.login.getHref()} replace />;
  if (!isAdmin(user)) return <NotAllowed />;
  return <Outlet />;
}
