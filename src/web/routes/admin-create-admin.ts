export { AdminCreateAdminPage as Component } from '../features/users/admin-create-admin-page';
