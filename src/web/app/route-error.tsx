import { useEffect } from 'react';
import { Link, useLocation, useRouteError } from 'react-router';
import { PageTitle } from '../components/page-title';
import { paths } from '#common/paths';

/** Shown instead of a page that failed to load or crashed, inside its area's layout. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const inAdmin = pathname.startsWith(paths.admin.dashboard.path);

  useEffect(() => console.error(error), [error]);

  return (
    <section className="page-container flex min-h-[70vh] flex-col items-center justify-center pt-(--header-tall) pb-16 text-center">
      <PageTitle title="Something went wrong" />
      <h1 className="text-3xl font-extrabold tracking-tight">Something went wrong</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        This page could not be shown. Please try again in a moment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link
          to={inAdmin ? paths.admin.dashboard.getHref() : paths.home.getHref()}
          className="btn btn-outline"
        >
          {inAdmin ? 'Back to dashboard' : 'Back to home'}
        </Link>
      </div>
    </section>
  );
}
