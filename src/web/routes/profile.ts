export { ProfilePage as Component } from '../features/users/profile-page';
