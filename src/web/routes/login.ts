export { LoginPage as Component } from '../features/users/login-page';
