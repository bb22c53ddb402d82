import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '#common/paths';
import './messages';

/** "Ready to get started?": a demo class or the registration form. */
export function ReadyToStart() {
  return (
    <section aria-labelledby="ready" className="page-container pb-20">
      <div className="bg-brand-900 rounded-3xl px-6 py-12 text-center text-white sm:px-12">
        <h2 id="ready" className="text-3xl font-extrabold tracking-tight text-white">
          <Trans>Ready to get started?</Trans>
        </h2>
        <p className="text-brand-100 mx-auto mt-3 max-w-xl">
          <Trans>
            Come for a free demo class, or register now and we will call you about the next batch.
          </Trans>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.contact.getHref()} className="btn btn-accent">
            <Trans>Book a Demo</Trans>
          </Link>
          <Link
            to={paths.registrationForm.getHref()}
            className="btn border border-white text-white hover:bg-white/10"
          >
            <Trans>Get Started</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
