export { ChangePasswordPage as Component } from '../features/users/change-password-page';
