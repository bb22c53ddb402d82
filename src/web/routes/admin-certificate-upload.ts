export { AdminCertificateUploadPage as Component } from '../features/certificates/admin/admin-certificate-upload-page';
