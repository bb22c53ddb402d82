export { AdminRegistrationsPage as Component } from '../features/enquiries/admin/admin-registrations-page';
