import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '#common/paths';
import type { UserDto } from '#common/schemas/users';
import { LogoutIcon } from '#web/components/icons';
import { isAdmin } from '#web/lib/auth';
import './messages';

const links = [
  { label: msg`Profile`, href: paths.profile.getHref() },
  { label: msg`Change Password`, href: paths.changePassword.getHref() },
  { label: msg`My Learning`, href: paths.myLearning.getHref() },
];

const family = { label: msg`My children`, href: paths.family.getHref() };

/**
 * What a logged-in user reaches from the header (labels are messages: `t(label)`); an admin also
 * gets back to the dashboard, and a guardian to their children's pages.
 */
export const accountLinksFor = (user: UserDto) => [
  ...(isAdmin(user) ? [{ label: msg`Dashboard`, href: paths.admin.dashboard.getHref() }] : []),
  ...links,
  ...(user.hasChildren ? [family] : []),
];

/** The phone menu's account choices: the same as the profile menu's, as plain links. */
export function AccountLinks({ user, onLogOut }: { user: UserDto; onLogOut: () => void }) {
  const { t } = useLingui();
  return (
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
          onClick={onLogOut}
        >
          <LogoutIcon className="size-4" />
          <Trans>Sign Out</Trans>
        </button>
      </li>
    </ul>
  );
}
