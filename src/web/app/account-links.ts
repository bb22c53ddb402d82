import { paths } from '../lib/paths';

/** What a logged-in user reaches from the header. */
export const accountLinks = [
  { label: 'Profile', href: paths.profile.getHref() },
  { label: 'Change Password', href: paths.changePassword.getHref() },
  { label: 'My Learning', href: paths.myLearning.getHref() },
];
