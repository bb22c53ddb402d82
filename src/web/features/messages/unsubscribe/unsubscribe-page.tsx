import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { FailureAlert } from '#web/components/failure-alert';
import { PageTitle } from '#web/components/page-title';
import { useUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe';
import './messages';

/**
 * Opened from an e-mail's opt-out link: shows the address the link names and unsubscribes it only
 * when the button is pressed (a mail scanner opening the link changes nothing).
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();

  let body;
  if (link.isPending) {
    body = (
      <p role="status" className="text-slate-600">
        <Trans>Checking the link…</Trans>
      </p>
    );
  } else if (link.isError) {
    body = <FailureAlert message={link.error.message} />;
  } else if (unsubscribe.isSuccess) {
    body = (
      <p role="status" className="font-semibold text-green-800">
        {unsubscribe.data.message}
      </p>
    );
  } else if (link.data?.unsubscribed) {
    const address = link.data.address;
    body = (
      <p role="status" className="text-slate-700">
        <Trans>
          <strong className="text-ink break-all">{address}</strong> is already unsubscribed: we send
          it no more e-mails.
        </Trans>
      </p>
    );
  } else {
    const address = link.data?.address ?? '';
    body = (
      <>
        <p className="text-slate-700">
          <Trans>
            We will stop sending e-mails to{' '}
            <strong className="text-ink break-all">{address}</strong>. Messages on WhatsApp or by
            SMS are not affected.
          </Trans>
        </p>
        <button
          type="button"
          className="btn btn-primary mt-6 w-full"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? <Trans>Loading...</Trans> : <Trans>Unsubscribe</Trans>}
        </button>
        <div className="mt-4">
          <FailureAlert message={unsubscribe.error?.message} />
        </div>
      </>
    );
  }

  return (
    <section className="from-brand-50 bg-linear-to-b to-white pt-[calc(var(--header-tall)+2rem)] pb-20">
      <PageTitle title={t`Unsubscribe`} />
      <div className="page-container">
        <div className="card mx-auto max-w-md">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Trans>Unsubscribe from e-mails</Trans>
          </h1>
          <div className="mt-6">{body}</div>
        </div>
      </div>
    </section>
  );
}
