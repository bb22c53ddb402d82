export { ForgotPasswordPage as Component } from '../features/users/forgot-password-page';
