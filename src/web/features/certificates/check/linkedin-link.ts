import type { CertificateVerification } from '#common/schemas/certificates';

/** LinkedIn's "add a certification" form, filled in from a certificate. */
export function linkedInLink(certificate: CertificateVerification, institute: string): string {
  const [year = '', month = ''] = certificate.issueDate.split('-');
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.course,
    organizationName: institute,
    issueYear: year,
    issueMonth: String(Number(month)),
    certId: certificate.number,
    certUrl: certificate.verifyUrl,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
