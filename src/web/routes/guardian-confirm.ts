export { GuardianConfirmPage as Component } from '../features/guardians/confirm/confirm-page';
