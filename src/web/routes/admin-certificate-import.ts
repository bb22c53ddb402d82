export { AdminCertificateImportPage as Component } from '../features/certificates/admin/admin-certificate-import-page';
