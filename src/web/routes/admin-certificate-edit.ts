export { AdminCertificateEditPage as Component } from '../features/certificates/admin-certificate-edit-page';
