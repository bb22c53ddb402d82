export { AdminCreateAdminPage as Component } from '../features/users/admin/admin-create-admin-page';
