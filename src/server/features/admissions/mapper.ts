import { maskedAadhaar } from '#common/admissions';
import type { AdmissionAnswers, AdmissionDto } from '#common/schemas/admissions';
import type { AdmissionDocumentRow, AdmissionRow } from '#server/db/schema';
import { imageUrl } from '#server/services/images';
import type { Storage } from '#server/services/storage';

export const answersOf = (row: Pick<AdmissionRow, 'answers'>) =>
  JSON.parse(row.answers) as AdmissionAnswers;

export function admissionDto(
  storage: Storage,
  row: AdmissionRow,
  documents: AdmissionDocumentRow[],
  admissionNumber: string | null,
): AdmissionDto {
  return {
    _id: row.id,
    status: row.status,
    source: row.source,
    mobileNo: row.mobile_no,
    language: row.language,
    answers: answersOf(row),
    aadhaar: row.aadhaar_last4 ? maskedAadhaar(row.aadhaar_last4) : null,
    photoUrl: row.photo_key ? imageUrl(storage, row.photo_key) : null,
    documents: documents.map((document) => ({
      _id: document.id,
      kind: document.kind,
      fileName: document.file_name,
      mime: document.mime,
      deletedAt: document.deleted_at,
    })),
    correctionNote: row.correction_note,
    decisionReason: row.decision_reason,
    admissionNumber,
    userId: row.user_id,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    createdAt: row.created_at,
  };
}
