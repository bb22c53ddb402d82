import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { FailureAlert } from '#web/components/failure-alert';
import { PageTitle } from '#web/components/page-title';
import { useAdmissionForm, useAdmissionSetup } from '../api/form';
import { DraftForm } from './draft-form';
import { PhoneStep } from './phone-step';
import './messages';

const Loading = () => (
  <p role="status" className="text-slate-600">
    <Trans>Loading the form…</Trans>
  </p>
);

/** The form a `?resume=` link opens: the draft to fill, or where the application stands. */
function Application({ token }: { token: string }) {
  const { t } = useLingui();
  const admission = useAdmissionForm(token);
  const setup = useAdmissionSetup();
  if (admission.isPending || setup.isPending) return <Loading />;
  if (admission.isError) return <FailureAlert message={admission.error.message} />;
  if (setup.isError) return <FailureAlert message={setup.error.message} />;
  const { status, correctionNote } = admission.data;
  if (status === 'draft' || status === 'correction') {
    return (
      <div className="grid gap-6">
        {correctionNote && (
          <p
            role="alert"
            className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-900"
          >
            <Trans>Please correct: {correctionNote}</Trans>
          </p>
        )}
        <p className="text-sm text-slate-600">
          <Trans>
            This page&apos;s address is your link back to the form; it was sent to your phone too.
            Keep it to yourself.
          </Trans>
        </p>
        <DraftForm token={token} admission={admission.data} setup={setup.data} />
      </div>
    );
  }
  const said = {
    submitted: t`Your application has been sent. We will let you know.`,
    accepted: t`The admission is confirmed. Admission number: ${admission.data.admissionNumber ?? ''}.`,
    declined: t`The application was not accepted: ${admission.data.decisionReason ?? ''}`,
  };
  return (
    <p role="status" className="font-semibold text-green-800">
      {said[status]}
    </p>
  );
}

/**
 * The public admission form (decision 072): no login; the number confirmed by a code opens a
 * draft whose secret link (`?resume=`) brings it back. A registration's or an enquiry's link
 * (`?registration=` / `?enquiry=`) prefills it.
 */
export function AdmissionPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const token = search.get('resume');
  const prefill = {
    ...(search.get('registration') ? { registrationId: search.get('registration') ?? '' } : {}),
    ...(search.get('enquiry') ? { enquiryId: search.get('enquiry') ?? '' } : {}),
  };
  return (
    <section className="from-brand-50 bg-linear-to-b to-white pt-[calc(var(--header-tall)+2rem)] pb-20">
      <PageTitle title={t`Admission form`} />
      <div className="page-container">
        <div className="card mx-auto max-w-3xl">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Trans>Admission form</Trans>
          </h1>
          <div className="mt-6">
            {token ? (
              <Application token={token} />
            ) : (
              <PhoneStep
                prefill={prefill}
                onStarted={(started) => setSearch({ resume: started }, { replace: true })}
              />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
