import type { ColumnType, Selectable } from 'kysely';
import type { Flag, Timestamp } from './columns';

/* Certificates, their serials and their history. */

export interface CertificatesTable {
  id: string;
  /** Upper case, single-spaced: matched exactly against a normalised query. */
  name: string;
  /** YYYY-MM-DD. */
  dob: string;
  course: string;
  /** The unguessable id of the verification address. */
  file_id: string;
  /** The PDF served: stamped with the number and QR code, or the original when it could not be. */
  storage_key: string;
  /** The PDF as uploaded (or as generated, for a bulk import). */
  original_key: string;
  /** VCI-2025-000123: `issue_year` and `serial`, unique together. */
  number: string;
  issue_year: number;
  serial: number;
  /** YYYY-MM-DD. */
  issued_on: string;
  grade: string | null;
  /** Where the verification link was sent when it was issued; private, both optional. */
  recipient_email: string | null;
  /** Ten digits. */
  recipient_phone: string | null;
  status: 'valid' | 'revoked';
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  stamped: Flag;
  /** SHA-256 (hex) of the PDF served at `storage_key`; null until first worked out (older rows). */
  pdf_sha256: string | null;
  /** The student and course of a certificate issued from the course's completion list (0050). */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  course_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The last serial handed out in each year of issue. */
export interface CertificateCountersTable {
  year: number;
  last_serial: number;
}

/** Who changed a certificate, how and when; kept after the certificate is deleted. */
export interface CertificateEventsTable {
  id: string;
  certificate_id: string;
  action: 'created' | 'imported' | 'updated' | 'file_replaced' | 'revoked' | 'restored' | 'deleted';
  actor_id: string | null;
  actor_name: string;
  /** What changed, in words. */
  detail: string;
  created_at: Timestamp;
}

export type Certificate = Selectable<CertificatesTable>;
export type CertificateEvent = Selectable<CertificateEventsTable>;

/** A student's marksheet for a course (migration 0049, decision 069): fixed when issued. */
export interface MarksheetsTable {
  id: string;
  /** Null once the student's account is deleted; the content keeps their name. */
  user_id: string | null;
  course_id: string | null;
  /** The unguessable id of the verification address. */
  file_id: string;
  /** VCI-MS-2026-000012: `issue_year` and `serial`, unique together. */
  number: string;
  issue_year: number;
  serial: number;
  /** YYYY-MM-DD, India's day. */
  issued_on: string;
  /** JSON MarksheetContent: what the PDF prints, as it was when issued. */
  content: string;
  storage_key: string;
  /** SHA-256 (hex) of the PDF at `storage_key`. */
  pdf_sha256: string;
  status: 'valid' | 'revoked';
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  issued_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The last marksheet serial handed out in each year of issue. */
export interface MarksheetCountersTable {
  year: number;
  last_serial: number;
}

export type Marksheet = Selectable<MarksheetsTable>;
