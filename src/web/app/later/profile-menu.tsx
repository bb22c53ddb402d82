import { Trans, useLingui } from '@lingui/react/macro';
import './messages';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { UserDto } from '#common/schemas/users';
import { Avatar } from '#web/components/avatar';
import { LogoutIcon } from '#web/components/icons';
import { accountLinksFor } from './account-links';

interface ProfileMenuProps {
  user: UserDto;
  onLogOut: () => void;
}

const itemClass =
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700 flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 outline-none';

/** The profile picture in the header and the account menu it opens. */
export function ProfileMenu({ user, onLogOut }: ProfileMenuProps) {
  const { t } = useLingui();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t`Account menu`}
        className="hover:ring-brand-200 data-[state=open]:ring-brand-300 block rounded-full ring-2 ring-transparent transition-shadow"
      >
        <Avatar src={user.profileImg} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={10}
          className="z-50 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="text-ink block truncate font-semibold">
              {user.userName || t`Your account`}
            </span>
            <span className="block truncate text-xs text-slate-500">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mb-1 h-px bg-slate-100" />
          {accountLinksFor(user).map(({ label, href }) => (
            <DropdownMenu.Item key={href} asChild className={itemClass}>
              <Link to={href}>{t(label)}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogOut}>
            <LogoutIcon className="size-4" />
            <Trans>Sign Out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
