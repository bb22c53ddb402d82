import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AwardIcon } from '#web/components/icons';
import { paths } from '#common/paths';
import './messages';

export function CertificateBanner() {
  return (
    <section className="py-20">
      <div className="page-container">
        <div className="from-brand-700 to-brand-950 relative flex flex-col items-center justify-between gap-8 overflow-hidden rounded-3xl bg-linear-to-r px-6 py-12 text-center md:flex-row md:px-12 md:text-left">
          <div
            aria-hidden="true"
            className="from-brand-400/40 absolute -right-32 -bottom-40 size-[28rem] bg-radial to-transparent to-70%"
          />
          <div className="relative flex flex-col items-center gap-5 md:flex-row">
            <span className="text-accent-300 rounded-2xl bg-white/10 p-4">
              <AwardIcon className="size-10" />
            </span>
            <h2 className="max-w-xl text-2xl font-bold text-white sm:text-3xl">
              <Trans>To Check The Authentication Of Your Certificate, Please</Trans>
            </h2>
          </div>
          <Link
            to={paths.certificateAuthentication.getHref()}
            className="btn btn-accent relative px-8 py-3.5 text-base"
          >
            <Trans>
              Click Here<span className="sr-only"> to check a certificate</span>
            </Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
