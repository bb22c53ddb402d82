import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageTitle } from '#web/components/page-title';
import { paths } from '#common/paths';
import './messages';

interface LostPageProps {
  /** Inside the admin shell: back to the dashboard rather than home, no room for the site header. */
  admin?: boolean;
}

/** "Oops, looks like the page is lost." for an address that leads nowhere. */
export function LostPage({ admin = false }: LostPageProps) {
  const { t } = useLingui();
  return (
    <section
      className={`flex flex-col items-center justify-center text-center ${
        admin ? 'min-h-[60vh] py-10' : 'page-container min-h-[75vh] pt-(--header-tall) pb-16'
      }`}
    >
      <PageTitle title={t`Page not found`} />
      <p
        aria-hidden="true"
        className="from-brand-400 to-brand-800 bg-linear-to-br bg-clip-text text-8xl font-black text-transparent sm:text-9xl"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        <Trans>Oops, looks like the page is lost.</Trans>
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link
        to={admin ? paths.admin.dashboard.getHref() : paths.home.getHref()}
        className="btn btn-primary mt-8 px-7 py-3"
      >
        {admin ? <Trans>Back to the dashboard</Trans> : <Trans>Back to home</Trans>}
      </Link>
    </section>
  );
}
