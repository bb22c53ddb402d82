export { ResetPasswordPage as Component } from '../features/users/reset-password-page';
