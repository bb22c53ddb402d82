export { VerifyEmailPage as Component } from '../features/users/verify-email-page';
