import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { FailureAlert } from '#web/components/failure-alert';
import { PageTitle } from '#web/components/page-title';
import { useConfirmGuardian, useGuardianConfirmation } from '../api/confirmation';
import './messages';

/**
 * Opened from a guardian's code message: names the student and takes the 6-digit code; the
 * guardian is linked once the server accepts it.
 */
export function GuardianConfirmPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const link = useGuardianConfirmation(token);
  const confirm = useConfirmGuardian(token);
  const [code, setCode] = useState('');
  const codeId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim());
  };

  let body;
  if (link.isPending) {
    body = (
      <p role="status" className="text-slate-600">
        <Trans>Checking the link…</Trans>
      </p>
    );
  } else if (link.isError) {
    body = <FailureAlert message={link.error.message} />;
  } else if (confirm.isSuccess || link.data?.confirmed) {
    body = (
      <p role="status" className="font-semibold text-green-800">
        <Trans>You are confirmed as a guardian of {link.data?.studentName}. Thank you.</Trans>
      </p>
    );
  } else {
    const studentName = link.data?.studentName ?? '';
    const guardianName = link.data?.guardianName ?? '';
    body = (
      <form onSubmit={submit}>
        <p className="text-slate-700">
          <Trans>
            Namaste {guardianName}. {studentName} has named you as their guardian. Enter the 6-digit
            code we sent you to confirm.
          </Trans>
        </p>
        <label htmlFor={codeId} className="text-ink mt-6 block text-sm font-semibold">
          <Trans>Code</Trans>
        </label>
        <input
          id={codeId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          className="input mt-1.5 text-center text-2xl tracking-[0.4em] tabular-nums"
        />
        <button type="submit" className="btn btn-primary mt-6 w-full" disabled={confirm.isPending}>
          {confirm.isPending ? <Trans>Loading...</Trans> : <Trans>Confirm</Trans>}
        </button>
        <div className="mt-4">
          <FailureAlert message={confirm.error?.message} />
        </div>
      </form>
    );
  }

  return (
    <section className="from-brand-50 bg-linear-to-b to-white pt-[calc(var(--header-tall)+2rem)] pb-20">
      <PageTitle title={t`Confirm as a guardian`} />
      <div className="page-container">
        <div className="card mx-auto max-w-md">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Trans>Confirm as a guardian</Trans>
          </h1>
          <div className="mt-6">{body}</div>
        </div>
      </div>
    </section>
  );
}
