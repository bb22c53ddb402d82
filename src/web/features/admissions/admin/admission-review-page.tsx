import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { API_PREFIX } from '#common/api';
import type { AdmissionDto } from '#common/schemas/admissions';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { FailureAlert } from '#web/components/failure-alert';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAdmissionSetup } from '../api/form';
import { useAdmission, useDecideAdmission, type Decision } from '../api/review';
import { statusLabels } from './admissions-page';
import './messages';

/** One labelled fact of the application. */
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className="text-sm text-slate-500">{label}</dt>
    <dd className="font-medium">{children || '—'}</dd>
  </div>
);

/** Accept (with the batch and plan), send back with a note, or decline with a reason. */
function Decide({ admission }: { admission: AdmissionDto }) {
  const { t } = useLingui();
  const decide = useDecideAdmission(admission._id);
  const setup = useAdmissionSetup();
  const course = setup.data?.courses.find((c) => c._id === admission.answers.courseId);
  const [batchId, setBatchId] = useState(admission.answers.batchId ?? '');
  const [planId, setPlanId] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const run = (decision: Decision) => (event: FormEvent) => {
    event.preventDefault();
    decide
      .mutateAsync(decision)
      .then((answer) => answer.message && toast.success(answer.message))
      .catch(() => undefined);
  };
  const plan = planId || course?.plans[0]?._id || '';
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <form
        onSubmit={run({
          kind: 'accept',
          ...(batchId ? { batchId } : {}),
          ...(plan ? { planId: plan } : {}),
        })}
        className="card grid content-start gap-3"
      >
        <h2 className="text-lg font-bold">
          <Trans>Accept</Trans>
        </h2>
        <Field label={t`Batch`}>
          {(control) => (
            <select
              {...control}
              value={batchId}
              onChange={(e) => setBatchId(e.target.value)}
              className="input"
            >
              <option value="">{t`No batch yet`}</option>
              {course?.batches.map((b) => (
                <option key={b._id} value={b._id}>{`${b.startsOn} · ${b.label}`}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Instalment plan`}>
          {(control) => (
            <select
              {...control}
              value={plan}
              onChange={(e) => setPlanId(e.target.value)}
              className="input"
            >
              <option value="">{t`No plan: the whole fee`}</option>
              {course?.plans.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SubmitButton pending={decide.isPending}>
          <Trans>Accept the admission</Trans>
        </SubmitButton>
      </form>
      <form onSubmit={run({ kind: 'correction', note })} className="card grid content-start gap-3">
        <h2 className="text-lg font-bold">
          <Trans>Ask for a correction</Trans>
        </h2>
        <Field label={t`What to correct`}>
          {(control) => (
            <textarea
              {...control}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              required
              rows={3}
              className="input"
            />
          )}
        </Field>
        <SubmitButton pending={decide.isPending} className="btn btn-secondary">
          <Trans>Send back with a link</Trans>
        </SubmitButton>
      </form>
      <form onSubmit={run({ kind: 'decline', reason })} className="card grid content-start gap-3">
        <h2 className="text-lg font-bold">
          <Trans>Decline</Trans>
        </h2>
        <Field label={t`Reason`}>
          {(control) => (
            <textarea
              {...control}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              rows={3}
              className="input"
            />
          )}
        </Field>
        <SubmitButton pending={decide.isPending} className="btn btn-secondary">
          <Trans>Decline the application</Trans>
        </SubmitButton>
      </form>
      <div className="lg:col-span-3">
        <FailureAlert message={decide.error?.message} />
      </div>
    </div>
  );
}

/** One application: its answers, photo and documents, and the decision. */
export function AdmissionReviewPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const found = useAdmission(id);
  if (found.isPending) {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (found.isError) return <FailureAlert message={found.error.message} />;
  const admission = found.data;
  const { answers } = admission;
  return (
    <div className="grid gap-6">
      <AdminPageIntro title={answers.studentName || t`Application`}>
        {i18n._(statusLabels[admission.status])}
        {admission.admissionNumber ? ` · ${admission.admissionNumber}` : ''}
        {admission.decisionReason ? ` · ${admission.decisionReason}` : ''}
      </AdminPageIntro>
      <section className="card grid gap-6 sm:grid-cols-[auto_1fr]">
        {admission.photoUrl ? (
          <img
            src={admission.photoUrl}
            alt={t`Photo of ${answers.studentName ?? ''}`}
            className="h-45 w-35 rounded border border-slate-300 object-cover"
          />
        ) : (
          <p className="text-slate-500">
            <Trans>No photo</Trans>
          </p>
        )}
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t`Mobile (confirmed online)`}>{admission.mobileNo}</Fact>
          <Fact label={t`E-mail`}>{answers.email}</Fact>
          <Fact label={t`Date of birth`}>{answers.dob}</Fact>
          <Fact label={t`Gender`}>{answers.gender}</Fact>
          <Fact label={t`Address`}>
            {[answers.address, answers.city, answers.state].filter(Boolean).join(', ')}
          </Fact>
          <Fact label={t`School or college`}>{answers.school}</Fact>
          <Fact label={t`Highest qualification`}>{answers.qualification}</Fact>
          <Fact label={t`Aadhaar`}>{admission.aadhaar}</Fact>
          <Fact label={t`Guardian`}>
            {[answers.guardianName, answers.guardianRelation, answers.guardianPhone]
              .filter(Boolean)
              .join(' · ')}
          </Fact>
          <Fact label={t`Documents`}>
            <ul>
              {admission.documents.map((document) => (
                <li key={document._id}>
                  {document.deletedAt ? (
                    t`${document.fileName} (removed after the retention period)`
                  ) : (
                    <a
                      href={`${API_PREFIX}/admission/documents/${document._id}`}
                      target="_blank"
                      rel="noreferrer"
                      className="text-brand-700 underline"
                    >
                      {document.fileName}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </Fact>
        </dl>
      </section>
      {admission.status === 'submitted' && <Decide admission={admission} />}
    </div>
  );
}
