import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { admissionStatuses, type AdmissionStatus } from '#common/admissions';
import { paths } from '#common/paths';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { FailureAlert } from '#web/components/failure-alert';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { useAdmissions, useDeskAdmission } from '../api/review';
import './messages';

export const statusLabels: Record<AdmissionStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  submitted: msg`New`,
  correction: msg`Sent back`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
};

/** The desk opens a walk-in's form (the same form as online) for a mobile number. */
function WalkIn() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const start = useDeskAdmission();
  const [mobileNo, setMobileNo] = useState('');
  const [registrationId, setRegistrationId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start
      .mutateAsync({
        mobileNo: mobileNo.trim(),
        ...(registrationId.trim() ? { registrationId: registrationId.trim() } : {}),
      })
      .then((token) => navigate(`${paths.admission.getHref()}?resume=${encodeURIComponent(token)}`))
      .catch(() => undefined);
  };
  return (
    <form onSubmit={submit} className="card grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <h2 className="text-lg font-bold sm:col-span-3">
        <Trans>Walk-in admission</Trans>
      </h2>
      <Field label={t`Mobile number`} error={start.error?.message}>
        {(control) => (
          <input
            {...control}
            value={mobileNo}
            onChange={(event) => setMobileNo(event.target.value)}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            required
            className="input"
          />
        )}
      </Field>
      <Field label={t`Registration id (to prefill, optional)`}>
        {(control) => (
          <input
            {...control}
            value={registrationId}
            onChange={(event) => setRegistrationId(event.target.value)}
            className="input"
          />
        )}
      </Field>
      <SubmitButton pending={start.isPending}>
        <Trans>Open the form</Trans>
      </SubmitButton>
    </form>
  );
}

/** The applications, new ones first by default, each opening its review. */
export function AdmissionsPage() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<AdmissionStatus | ''>('submitted');
  const list = useAdmissions(status);
  let body;
  if (list.isPending) {
    body = (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  } else if (list.isError) {
    body = <FailureAlert message={list.error.message} />;
  } else if (list.data.length === 0) {
    body = (
      <p className="text-slate-600">
        <Trans>No applications here.</Trans>
      </p>
    );
  } else {
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th className="p-2">{t`Student`}</th>
              <th className="p-2">{t`Course`}</th>
              <th className="p-2">{t`Mobile`}</th>
              <th className="p-2">{t`Sent`}</th>
              <th className="p-2">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((row) => (
              <tr key={row._id} className="border-b border-slate-100">
                <td className="p-2">
                  <Link
                    to={adminPaths.admission.getHref(row._id)}
                    className="text-brand-700 font-semibold underline"
                  >
                    {row.studentName || t`(no name yet)`}
                  </Link>
                </td>
                <td className="p-2">{row.courseTitle ?? ''}</td>
                <td className="p-2">{row.mobileNo}</td>
                <td className="p-2">
                  {row.submittedAt ? new Date(row.submittedAt).toLocaleDateString('en-IN') : ''}
                </td>
                <td className="p-2">
                  {i18n._(statusLabels[row.status])}
                  {row.admissionNumber ? ` · ${row.admissionNumber}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <AdminPageIntro title={t`Admissions`}>
        <Trans>
          Applications sent online or opened at the desk. Review the new ones: accept, send back for
          a correction, or decline.
        </Trans>
      </AdminPageIntro>
      <WalkIn />
      <section className="card grid gap-4">
        <Field label={t`Show`} className="max-w-xs">
          {(control) => (
            <select
              {...control}
              value={status}
              onChange={(event) => setStatus(event.target.value as AdmissionStatus | '')}
              className="input"
            >
              <option value="">{t`All`}</option>
              {admissionStatuses.map((option) => (
                <option key={option} value={option}>
                  {i18n._(statusLabels[option])}
                </option>
              ))}
            </select>
          )}
        </Field>
        {body}
      </section>
    </div>
  );
}
