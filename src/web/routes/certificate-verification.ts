export { CertificateVerificationPage as Component } from '../features/certificates/certificate-verification-page';
