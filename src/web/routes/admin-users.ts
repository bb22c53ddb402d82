export { AdminUsersPage as Component } from '../features/users/admin/admin-users-page';
