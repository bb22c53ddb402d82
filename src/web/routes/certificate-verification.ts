export { CertificateVerificationPage as Component } from '../features/certificates/check/certificate-verification-page';
