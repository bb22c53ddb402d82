import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useLocation, useRouteError } from 'react-router';
import { PageTitle } from '../components/page-title';
import { paths } from '#common/paths';

/** Shown instead of a page that failed to load or crashed, inside its area's layout. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const inAdmin = pathname.startsWith(paths.admin.dashboard.path);
  const { t } = useLingui();

  useEffect(() => console.error(error), [error]);

  return (
    <section className="page-container flex min-h-[70vh] flex-col items-center justify-center pt-(--header-tall) pb-16 text-center">
      <PageTitle title={t`Something went wrong`} />
      <h1 className="text-3xl font-extrabold tracking-tight">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        <Trans>This page could not be shown. Please try again in a moment.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
        <Link
          to={inAdmin ? paths.admin.dashboard.getHref() : paths.home.getHref()}
          className="btn btn-outline"
        >
          {inAdmin ? <Trans>Back to dashboard</Trans> : <Trans>Back to home</Trans>}
        </Link>
      </div>
    </section>
  );
}
