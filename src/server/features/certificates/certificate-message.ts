import type { FastifyInstance } from 'fastify';
import { paths } from '#common/paths';
import type { Db } from '#server/db/database';
import type { NewCertificate } from './repo';

export interface CertificateNotice {
  notifications: FastifyInstance['notifications'];
  publicUrl: string;
  institute: string;
}

/** ASHA D'SOUZA -> Asha D'Souza: names are stored in capitals, a message greets in words. */
const asWritten = (name: string) =>
  name.toLowerCase().replace(/(^|[\s'.-])(\p{L})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });

/**
 * Queues, inside the issuing transaction `trx`, the message telling the student their certificate
 * was issued, with its verification link: to their phone (WhatsApp, else SMS) or e-mail, in
 * English (a certificate keeps no language). Nothing for a certificate without a contact.
 */
export async function queueCertificateIssued(
  trx: Db,
  { notifications, publicUrl, institute }: CertificateNotice,
  certificate: NewCertificate,
): Promise<void> {
  const { recipient_email: email, recipient_phone: phone } = certificate;
  if (!email && !phone) return;
  const name = asWritten(certificate.name);
  await notifications.enqueue(trx, {
    event: 'certificate-issued',
    values: {
      name,
      course: certificate.course,
      number: certificate.number,
      link: publicUrl + paths.certificateVerification.getHref(certificate.file_id),
      institute,
    },
    recipients: [{ role: 'student', name, language: 'en', phone, email }],
  });
}
