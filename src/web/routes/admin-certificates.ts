export { AdminCertificatesPage as Component } from '../features/certificates/admin-certificates-page';
