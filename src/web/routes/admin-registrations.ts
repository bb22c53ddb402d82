export { AdminRegistrationsPage as Component } from '../features/enquiries/admin-registrations-page';
