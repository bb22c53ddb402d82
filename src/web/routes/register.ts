export { RegisterPage as Component } from '../features/users/register-page';
