export { AdminContactsPage as Component } from '../features/enquiries/admin-contacts-page';
