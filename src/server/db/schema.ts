import type { ColumnType, Selectable } from 'kysely';
import type { EnquiryStatus } from '#common/schemas/enquiries';

/** Timestamps are UTC ISO-8601 strings; booleans are 0/1; money is in paise. */
type Timestamp = string;
type Flag = number;

export interface UsersTable {
  id: string;
  user_name: string;
  email: string;
  mobile_no: string | null;
  password_hash: string | null;
  profile_img: string | null;
  role: 'student' | 'admin';
  google_sub: string | null;
  /** Set while an admin has the account switched off: no login, no session. */
  deactivated_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CoursesTable {
  id: string;
  course_title: string;
  sub_title: string;
  category: string;
  course_price: number;
  description: string;
  course_level: 'Beginner' | 'Intermediate' | 'Advance';
  course_duration: string;
  course_language: string;
  instructor: string;
  course_thumbnail: string;
  is_publish: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CourseFilesTable {
  id: string;
  course_id: string;
  kind: 'syllabus' | 'ebook' | 'ppt';
  title: string;
  file_name: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_at: Timestamp;
}

export type EnrollmentSource = 'online' | 'granted';

export interface EnrollmentsTable {
  user_id: string;
  course_id: string;
  /** How the course was gained: bought online, or granted free by an admin. */
  source: ColumnType<EnrollmentSource, EnrollmentSource | undefined, EnrollmentSource>;
  /** The admin's reason for a granted course. */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface ReviewsTable {
  id: string;
  /** The reviewer's account; their profile picture is shown, read at display time. */
  user_id: string | null;
  /** The course the review names, if any. */
  course_id: string | null;
  name: string;
  /** A picture of its own, for a review without an account (the demo's); null otherwise. */
  review_image: string | null;
  message: string;
  status: 'published' | 'pending' | 'hidden';
  created_at: Timestamp;
}

export interface NewsTable {
  id: string;
  news_image: string;
  news_headline: string;
  /** Markdown. */
  news_description: string;
  /** The Markdown rendered at write time. */
  description_html: string;
  is_published: Flag;
  /** When it was first published; null for a draft never published. */
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogPostsTable {
  id: string;
  blog_image: string;
  blog_title: string;
  instructor: string;
  blog_type: string;
  /** Markdown. */
  description: string;
  /** The Markdown rendered at write time. */
  description_html: string;
  is_published: Flag;
  /** When it was first published; null for a draft never published. */
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  id: string;
  name: string;
  position: string;
  image: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactQueriesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Timestamp;
  status: EnquiryStatus;
  /** A calendar day, YYYY-MM-DD. */
  follow_up_on: string | null;
}

export interface StudentRegistrationsTable {
  id: string;
  name: string;
  classs: string;
  mode: string;
  school: string;
  gender: string;
  dob: string;
  father_name: string;
  contact: string;
  address: string;
  state: string;
  city: string;
  created_at: Timestamp;
  status: EnquiryStatus;
  /** A calendar day, YYYY-MM-DD. */
  follow_up_on: string | null;
  /** Times the form was sent for this contact number within a day of this row. */
  submissions: number;
  /** The student account made from this registration. */
  user_id: string | null;
}

/** A staff note (or one the site writes) on a contact query or a registration. */
export interface EnquiryNotesTable {
  id: string;
  kind: 'contact' | 'registration';
  /** The id of the contact query or registration. */
  enquiry_id: string;
  author_name: string;
  text: string;
  created_at: Timestamp;
}

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
  status: 'valid' | 'revoked';
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  stamped: Flag;
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

export interface PaymentsTable {
  id: string;
  user_id: string;
  course_id: string;
  amount: number;
  currency: string;
  provider: string;
  order_id: string;
  payment_id: string | null;
  status: 'created' | 'paid' | 'failed';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentEventsTable {
  event_id: string;
  created_at: Timestamp;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface VisitsTable {
  day: string;
  visitor_hash: string;
}

/** One admin write: who, when, what, and a short before/after summary. Never edited. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_name: string;
  /** created, updated, deleted, published, … */
  action: string;
  /** course, user, certificate, … */
  entity: string;
  entity_id: string | null;
  summary: string;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  courses: CoursesTable;
  course_files: CourseFilesTable;
  enrollments: EnrollmentsTable;
  reviews: ReviewsTable;
  news: NewsTable;
  blog_posts: BlogPostsTable;
  team_members: TeamMembersTable;
  contact_queries: ContactQueriesTable;
  student_registrations: StudentRegistrationsTable;
  enquiry_notes: EnquiryNotesTable;
  certificates: CertificatesTable;
  certificate_counters: CertificateCountersTable;
  certificate_events: CertificateEventsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  site_settings: SiteSettingsTable;
  visits: VisitsTable;
  audit_log: AuditLogTable;
}

export type User = Selectable<UsersTable>;
export type Course = Selectable<CoursesTable>;
export type News = Selectable<NewsTable>;
export type BlogPost = Selectable<BlogPostsTable>;
export type TeamMember = Selectable<TeamMembersTable>;
export type ContactQuery = Selectable<ContactQueriesTable>;
export type StudentRegistration = Selectable<StudentRegistrationsTable>;
export type EnquiryNote = Selectable<EnquiryNotesTable>;
export type Certificate = Selectable<CertificatesTable>;
export type CertificateEvent = Selectable<CertificateEventsTable>;
export type AuditEntry = Selectable<AuditLogTable>;
