import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../components/avatar';
import { LogoutIcon } from '../components/icons';
import { useAuth } from '../lib/auth';
import { paths } from '#common/paths';
import { useLogOut } from '../lib/use-log-out';
import { accountLinksFor } from './account-links';

// Visitors never download the menu's code.
const ProfileMenu = lazy(async () => ({
  default: (await import('./later/profile-menu')).ProfileMenu,
}));

/** The header's account corner: Login and Register for visitors, a profile menu once signed in. */
export function AccountActions() {
  const { t } = useLingui();
  const { isAuthenticated, user } = useAuth();
  const logOut = useLogOut();

  if (!isAuthenticated || !user) {
    return (
      // Its own key: once the session is known the profile menu takes its place as a new element
      // rather than this one moving, which would count as a layout shift.
      <div key="visitor" className="flex items-center gap-2">
        <Link to={paths.login.getHref()} className="btn btn-outline">
          <Trans>Login</Trans>
        </Link>
        <Link to={paths.register.getHref()} className="btn btn-primary">
          <Trans>Register</Trans>
        </Link>
      </div>
    );
  }

  const name = user.userName || user.email;
  return (
    <>
      <div className="hidden lg:block">
        <Suspense fallback={<Avatar src={user.profileImg} />}>
          <ProfileMenu user={user} onLogOut={() => void logOut()} />
        </Suspense>
      </div>

      {/* In the phone menu the same choices are plain links. */}
      <div className="border-t border-slate-100 pt-4 lg:hidden">
        <div className="flex items-center gap-3 px-4">
          <Avatar src={user.profileImg} />
          <span className="text-ink min-w-0 truncate font-semibold">{name}</span>
        </div>
        <ul className="mt-3 flex flex-col gap-1" aria-label={t`Account`}>
          {accountLinksFor(user).map(({ label, href }) => (
            <li key={href}>
              <Link
                to={href}
                className="hover:text-brand-700 block rounded-full px-4 py-2 font-semibold text-slate-700"
              >
                {t(label)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="hover:text-brand-700 flex w-full items-center gap-2 rounded-full px-4 py-2 text-left font-semibold text-slate-700"
              onClick={() => void logOut()}
            >
              <LogoutIcon className="size-4" />
              <Trans>Sign Out</Trans>
            </button>
          </li>
        </ul>
      </div>
    </>
  );
}
