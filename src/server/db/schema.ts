import type { Generated, Selectable } from 'kysely';
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
  /** Postal address and Indian state, for invoices; null when not known. */
  address: string | null;
  state: string | null;
  /** Set while an admin has the account switched off: no login, no session. */
  deactivated_at: Timestamp | null;
  /** When the owner last showed they read this address (decision 034); null until then. */
  email_verified_at: Timestamp | null;
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

/** Single-use links that verify `email` for the account, if it still has that address. */
export interface EmailVerificationTokensTable {
  token_hash: string;
  user_id: string;
  email: string;
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
  /** Kept by the database: a trigger counts enrollments made and removed. */
  student_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Title, subtitle, category and instructor as the search index holds them (`searchableText`). */
  search_text: string;
  course_mode: Generated<'online' | 'offline' | 'both'>;
  /** JSON: the modules in order, each with its lessons (title, minutes). */
  outline: Generated<string>;
  /** JSON: a list of short texts. */
  learning_points: Generated<string>;
  prerequisites: Generated<string>;
  audience: Generated<string>;
}

export interface CourseBatchesTable {
  id: string;
  course_id: string;
  /** YYYY-MM-DD. */
  starts_on: string;
  /** Comma-separated weekdays: "Mon,Wed,Fri". */
  days: string;
  /** HH:MM. */
  start_time: string;
  end_time: string;
  mode: 'online' | 'offline';
  seats: number;
  seats_taken: number;
  /** The classroom's address, or the meeting link. */
  place: string;
  created_at: Timestamp;
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

export type EnrollmentSource = 'online' | 'desk' | 'free';

export interface EnrollmentsTable {
  user_id: string;
  course_id: string;
  created_at: Timestamp;
  /** How access was gained: paid online, at the front desk, or given free (scholarship, 100% coupon). */
  source: Generated<EnrollmentSource>;
  /** The admin who granted it (desk and free); null for an online purchase. */
  granted_by: string | null;
  granted_by_name: string | null;
  /** Why a free enrollment was given. */
  reason: string | null;
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
  /** Ten digits; a demo booking has a phone and no e-mail. */
  phone: string | null;
  /** The course a demo class was booked for. */
  course_id: string | null;
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
  /** SHA-256 (hex) of the PDF served at `storage_key`; null until first worked out (older rows). */
  pdf_sha256: string | null;
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
  /** `online` through the gateway, a front-desk mode, or `coupon` for a 100% code. */
  mode: Generated<PaymentMode>;
  /** UPI transaction id, cheque or receipt number (desk payments). */
  reference: string | null;
  /** The day a desk payment was taken, YYYY-MM-DD. */
  paid_on: string | null;
  /** The admin who recorded a desk payment. */
  recorded_by: string | null;
  recorded_by_name: string | null;
  coupon_id: string | null;
  /** Paise taken off the price by the coupon. */
  discount: Generated<number>;
  /** Why a payment the gateway took was not settled and must be refunded (status `failed`). */
  refund_reason: RefundReason | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type RefundReason = 'already_enrolled' | 'coupon_gone';

export type PaymentMode = 'online' | 'cash' | 'upi' | 'card' | 'bank_transfer' | 'coupon';

/** A fee a student pays at the desk, possibly in parts; the balance is the fee less paid payments. */
export interface CourseFeesTable {
  id: string;
  user_id: string;
  course_id: string;
  fee: number;
  created_by: string;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The last serial handed out in each series (`invoice 2025-26`, `receipt 2025-26`). */
export interface InvoiceCountersTable {
  series: string;
  last_serial: number;
}

/** A tax invoice or a receipt, with everything it prints fixed when it was issued. */
export interface InvoicesTable {
  id: string;
  number: string;
  kind: 'invoice' | 'receipt';
  series: string;
  serial: number;
  /** The payment a receipt or a single-payment invoice is for. */
  payment_id: string | null;
  /** The desk fee an invoice completes. */
  fee_id: string | null;
  user_id: string;
  course_id: string;
  /** YYYY-MM-DD, India's date. */
  issued_on: string;
  total: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** JSON: the institute as it was at issue. */
  supplier: string;
  /** JSON: the student as known at issue. */
  recipient: string;
  description: string;
  created_at: Timestamp;
}

export interface CouponsTable {
  id: string;
  /** Upper case. */
  code: string;
  kind: 'percent' | 'flat';
  /** Percent (1-100) or paise. */
  value: number;
  /** The one course it is for; null for every course. */
  course_id: string | null;
  /** YYYY-MM-DD, inclusive, India's dates. */
  valid_from: string | null;
  valid_to: string | null;
  max_uses: number | null;
  per_student: number | null;
  /** Successful payments that used it. */
  uses: Generated<number>;
  active: Flag;
  created_by: string;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A coupon held by an open order (until it expires), used by a paid one, or released. */
export interface CouponRedemptionsTable {
  payment_id: string;
  coupon_id: string;
  user_id: string;
  status: 'held' | 'used' | 'released';
  expires_at: Timestamp;
  created_at: Timestamp;
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

/** A sum per day in India, kept by triggers (migration 0014): revenue, enquiries, enrollments. */
export interface DailyTotalsTable {
  /** revenue (item online or desk, paise), enquiries (item a status), enrollments (a course id) */
  kind: 'revenue' | 'enquiries' | 'enrollments';
  day: string;
  item: string;
  total: number;
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
  email_verification_tokens: EmailVerificationTokensTable;
  courses: CoursesTable;
  course_files: CourseFilesTable;
  course_batches: CourseBatchesTable;
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
  course_fees: CourseFeesTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  site_settings: SiteSettingsTable;
  visits: VisitsTable;
  daily_totals: DailyTotalsTable;
  audit_log: AuditLogTable;
}

export type User = Selectable<UsersTable>;
export type Course = Selectable<CoursesTable>;
export type CourseBatch = Selectable<CourseBatchesTable>;
export type News = Selectable<NewsTable>;
export type BlogPost = Selectable<BlogPostsTable>;
export type TeamMember = Selectable<TeamMembersTable>;
export type ContactQuery = Selectable<ContactQueriesTable>;
export type StudentRegistration = Selectable<StudentRegistrationsTable>;
export type EnquiryNote = Selectable<EnquiryNotesTable>;
export type Certificate = Selectable<CertificatesTable>;
export type Invoice = Selectable<InvoicesTable>;
export type Coupon = Selectable<CouponsTable>;
export type CertificateEvent = Selectable<CertificateEventsTable>;
export type AuditEntry = Selectable<AuditLogTable>;
