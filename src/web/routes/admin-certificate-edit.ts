export { AdminCertificateEditPage as Component } from '../features/certificates/admin/admin-certificate-edit-page';
