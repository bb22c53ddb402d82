export { AdminCertificatesPage as Component } from '../features/certificates/admin/admin-certificates-page';
