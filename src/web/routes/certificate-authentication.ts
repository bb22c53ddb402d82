export { CertificateAuthenticationPage as Component } from '../features/certificates/certificate-authentication-page';
