export { EditProfilePage as Component } from '../features/users/edit-profile-page';
