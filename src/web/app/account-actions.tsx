import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../components/avatar';
import { useAuth } from '../lib/auth';
import { paths } from '#common/paths';
import { useLogOut } from '../lib/use-log-out';

// Visitors never download the menus' code.
const ProfileMenu = lazy(async () => ({
  default: (await import('./later/profile-menu')).ProfileMenu,
}));
const AccountLinks = lazy(async () => ({
  default: (await import('./later/account-links')).AccountLinks,
}));

/** The header's account corner: Login and Register for visitors, a profile menu once signed in. */
export function AccountActions() {
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
        <Suspense fallback={null}>
          <AccountLinks user={user} onLogOut={() => void logOut()} />
        </Suspense>
      </div>
    </>
  );
}
