import { msg } from '@lingui/core/macro';
import type { UserDto } from '#common/schemas/users';
import { isAdmin } from '../lib/auth';
import { paths } from '#common/paths';

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
