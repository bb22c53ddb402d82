import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#common/paths';
import { AuthCard } from './auth-card';
import { EmailVerificationNotice } from './email-verification-notice';
import { PhonePanel } from './phone-panel';
import { useCurrentUser } from './use-current-user';
import './messages';

/** The signed-in person's details; `children` (given by the route) follow them. */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const details = [
    [t`Name`, user.userName],
    [t`Email`, user.email],
    [t`Mobile Number`, user.mobileNo],
  ] as const;

  return (
    <AuthCard title={t`User Profile`}>
      <EmailVerificationNotice user={user} />
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        {user.profileImg ? (
          <img
            src={user.profileImg}
            alt={t`Profile picture`}
            className="size-28 shrink-0 rounded-full object-cover ring-4 ring-brand-100"
          />
        ) : (
          <div className="flex size-28 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700 ring-4 ring-brand-100">
            <Trans>No Image</Trans>
          </div>
        )}
        <dl className="w-full min-w-0 space-y-3">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {label}
              </dt>
              <dd className="text-ink mt-0.5 font-medium break-words">{value || t`N/A`}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-8 flex justify-end">
        <Link to={paths.editProfile.getHref(user._id)} className="btn btn-primary">
          <Trans>Edit</Trans>
        </Link>
      </div>
      <PhonePanel user={user} />
      {children}
    </AuthCard>
  );
}
