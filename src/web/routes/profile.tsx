import { OwnGuardians } from '../features/guardians/guardians-panel';
import { ProfilePage } from '../features/users/profile-page';
import { useCurrentUser } from '../features/users/use-current-user';

/** The profile, with a student's guardians below it. */
export function Component() {
  const user = useCurrentUser();
  return <ProfilePage>{user.role === 'student' && <OwnGuardians />}</ProfilePage>;
}
