import type { Selectable } from 'kysely';
import type { AdmissionStatus, PrivateDocumentKind } from '#common/admissions';
import type { Language } from '#common/languages';
import type { Timestamp } from './columns';

/* Admission applications, their documents and the admission numbers' series (migration 0051). */

export interface AdmissionsTable {
  id: string;
  status: AdmissionStatus;
  /** Filled by the applicant online, or by the desk for a walk-in. */
  source: 'online' | 'desk';
  /** Ten digits: the number a code confirmed (online), or the desk was given. */
  mobile_no: string;
  /** SHA-256 of the secret of the link that resumes the form; a new link replaces it. */
  resume_hash: string;
  language: Language;
  course_id: string | null;
  batch_id: string | null;
  /** JSON: `AdmissionAnswers`. */
  answers: string;
  /** The last four digits of the Aadhaar number typed; the rest is never kept. */
  aadhaar_last4: string | null;
  /** The cropped photo, stored as the site's pictures are; the student's picture once accepted. */
  photo_key: string | null;
  registration_id: string | null;
  enquiry_id: string | null;
  correction_note: string | null;
  decision_reason: string | null;
  /** The student account it made or linked, once accepted. */
  user_id: string | null;
  decided_by: string | null;
  submitted_at: Timestamp | null;
  decided_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A private document of an application; its file is removed after the retention period. */
export interface AdmissionDocumentsTable {
  id: string;
  admission_id: string;
  kind: PrivateDocumentKind;
  /** A `private/admissions/…` key; null once removed. */
  file_key: string | null;
  mime: string;
  file_name: string;
  uploaded_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** The last admission number given in a year. */
export interface AdmissionCountersTable {
  year: number;
  last_serial: number;
}

export type AdmissionRow = Selectable<AdmissionsTable>;
export type AdmissionDocumentRow = Selectable<AdmissionDocumentsTable>;
