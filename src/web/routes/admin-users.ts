export { AdminUsersPage as Component } from '../features/users/admin-users-page';
