export { AdminCertificateUploadPage as Component } from '../features/certificates/admin-certificate-upload-page';
