export { AdminContactsPage as Component } from '../features/enquiries/admin/admin-contacts-page';
