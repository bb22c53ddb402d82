import type { UserDto } from '#common/schemas/users';
import { isAdmin } from '../lib/auth';
import { paths } from '#common/paths';

const links = [
  { label: 'Profile', href: paths.profile.getHref() },
  { label: 'Change Password', href: paths.changePassword.getHref() },
  { label: 'My Learning', href: paths.myLearning.getHref() },
];

/** What a logged-in user reaches from the header; an admin also gets back to the dashboard. */
export const accountLinksFor = (user: UserDto) =>
  isAdmin(user) ? [{ label: 'Dashboard', href: paths.admin.dashboard.getHref() }, ...links] : links;
