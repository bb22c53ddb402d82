export { AdminCertificateImportPage as Component } from '../features/certificates/admin-certificate-import-page';
