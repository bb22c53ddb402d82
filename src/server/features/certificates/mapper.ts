import type {
  CertificateDto,
  CertificateEvent,
  CertificateVerification,
} from '#common/schemas/certificates';
import { API_PREFIX } from '#common/api';
import { didWebOf } from '#common/credentials';
import type { Certificate, CertificateEvent as EventRow } from '#server/db/schema';
import { paths } from '#common/paths';

export const pdfPath = (fileId: string) => `${API_PREFIX}/certificate/verify/${fileId}/pdf`;

export const credentialPath = (fileId: string) =>
  `${API_PREFIX}/certificate/verify/${fileId}/credential`;

export function verificationDto(publicUrl: string, row: Certificate): CertificateVerification {
  return {
    name: row.name,
    course: row.course,
    issueDate: row.issued_on,
    number: row.number,
    grade: row.grade,
    status: row.status,
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
    verifyUrl: publicUrl + paths.certificateVerification.getHref(row.file_id),
    pdfUrl: pdfPath(row.file_id),
    downloadUrl: `${pdfPath(row.file_id)}?download=1`,
    pdfSha256: row.pdf_sha256,
    credentialUrl: credentialPath(row.file_id),
    issuer: didWebOf(publicUrl),
  };
}

export function certificateDto(publicUrl: string, row: Certificate): CertificateDto {
  return {
    ...verificationDto(publicUrl, row),
    _id: row.id,
    DOB: row.dob,
    fileId: row.file_id,
    stamped: row.stamped === 1,
    email: row.recipient_email,
    phone: row.recipient_phone,
    certificateImg: pdfPath(row.file_id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const eventDto = (row: EventRow): CertificateEvent => ({
  action: row.action,
  actorName: row.actor_name,
  detail: row.detail,
  createdAt: row.created_at,
});
