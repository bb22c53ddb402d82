export { CertificateAuthenticationPage as Component } from '../features/certificates/check/certificate-authentication-page';
