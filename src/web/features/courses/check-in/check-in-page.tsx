import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '#common/paths';
import { checkInCodeOf } from '#common/batch-sessions';
import { FailureAlert } from '#web/components/failure-alert';
import { PageLoading } from '#web/components/page-loading';
import { PageTitle } from '#web/components/page-title';
import { useAuth } from '#web/lib/auth';
import { postCheckIn } from '../api/check-in';
import './messages';

/**
 * A student checks in to their class (decision 058): opened from the QR code of the trainer's
 * screen, which carries the class and its code, it checks in at once; where the camera does not
 * work, the six digits shown beside the QR code are typed here.
 */
export function CheckInPage() {
  const { t } = useLingui();
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  const [search] = useSearchParams();
  const scannedSession = search.get('s') ?? '';
  const scannedCode = search.get('c') ?? '';
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState('');
  const checkIn = useMutation({ mutationFn: postCheckIn });
  const sentScan = useRef(false);

  useEffect(() => {
    if (!isAuthenticated || sentScan.current || !scannedSession || !scannedCode) return;
    sentScan.current = true;
    checkIn.mutate({ sessionId: scannedSession, code: scannedCode });
  }, [isAuthenticated, scannedSession, scannedCode, checkIn]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = checkInCodeOf(typed);
    if (!code) {
      setInvalid(t`Enter the six-digit code shown beside the QR code.`);
      return;
    }
    setInvalid('');
    checkIn.mutate({ code });
  }

  let body;
  if (isLoading) {
    body = <PageLoading />;
  } else if (!isAuthenticated) {
    body = (
      <p className="text-slate-700">
        <Trans>
          Log in with your student account to check in.{' '}
          <Link
            className="text-brand-700 font-semibold underline"
            to={paths.login.getHref(`${location.pathname}${location.search}`)}
          >
            Log in
          </Link>
        </Trans>
      </p>
    );
  } else if (checkIn.isSuccess && checkIn.data.data) {
    const { courseTitle, session } = checkIn.data.data;
    body = (
      <div role="status" className="space-y-2">
        <p className="text-lg font-semibold text-green-800">{checkIn.data.message}</p>
        <p className="text-slate-700">
          {`${courseTitle} · ${session.startTime}–${session.endTime}`}
        </p>
      </div>
    );
  } else {
    body = (
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-slate-700">
          <Trans>
            Scan the QR code on your trainer’s screen, or type the six digits beside it.
          </Trans>
        </p>
        <div>
          <label htmlFor="check-in-code" className="mb-1 block font-medium">
            <Trans>Check-in code</Trans>
          </label>
          <input
            id="check-in-code"
            className="input text-center font-mono text-2xl tracking-[0.3em]"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? 'check-in-code-error' : undefined}
          />
          {invalid && (
            <p id="check-in-code-error" className="mt-1 text-sm text-red-700">
              {invalid}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary w-full py-3" disabled={checkIn.isPending}>
          {checkIn.isPending ? <Trans>Checking in…</Trans> : <Trans>Check in</Trans>}
        </button>
        <FailureAlert message={checkIn.error?.message} />
      </form>
    );
  }

  return (
    <section className="from-brand-50 bg-linear-to-b to-white pt-[calc(var(--header-tall)+2rem)] pb-20">
      <PageTitle title={t`Check in to class`} />
      <div className="page-container">
        <div className="card mx-auto max-w-md">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Trans>Check in to class</Trans>
          </h1>
          <div className="mt-6">{body}</div>
        </div>
      </div>
    </section>
  );
}
