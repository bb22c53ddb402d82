import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '#common/paths';
import { useAuth } from '#web/lib/auth';
import { useVerifyEmail } from './api/verify-email';
import { AuthCard } from './auth-card';
import './messages';

/** Opened from the e-mailed link: verifies the address as soon as the page is up. */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const { user } = useAuth();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // Once per token, also when a development render runs effects twice: the link is single-use.
  const sent = useRef('');

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const onward = user ? (
    <Link to={paths.profile.getHref()} className="text-brand-700 font-semibold underline">
      <Trans>Go to your profile</Trans>
    </Link>
  ) : (
    <Link to={paths.login.getHref()} className="text-brand-700 font-semibold underline">
      <Trans>Log in</Trans>
    </Link>
  );

  return (
    <AuthCard title={t`Verify E-mail Address`} footer={onward}>
      {verify.isSuccess ? (
        <p role="status" className="text-slate-700">
          {verify.data.message}
        </p>
      ) : verify.isError ? (
        <p role="alert" className="font-semibold text-red-800">
          {verify.error.message}
        </p>
      ) : (
        <p role="status" className="text-slate-600">
          <Trans>Verifying your e-mail address…</Trans>
        </p>
      )}
    </AuthCard>
  );
}
