/** The database's tables, one file per area under tables/, and their row types. */
import type {
  UsersTable,
  SessionsTable,
  PasswordResetTokensTable,
  EmailVerificationTokensTable,
} from './tables/accounts';
import type {
  CoursesTable,
  CourseFilesTable,
  CourseBatchesTable,
  EnrollmentsTable,
  ReviewsTable,
} from './tables/courses';
import type { NewsTable, BlogPostsTable, TeamMembersTable } from './tables/articles';
import type {
  ContactQueriesTable,
  StudentRegistrationsTable,
  EnquiryNotesTable,
} from './tables/enquiries';
import type {
  CertificatesTable,
  CertificateCountersTable,
  CertificateEventsTable,
  MarksheetCountersTable,
  MarksheetsTable,
} from './tables/certificates';
import type {
  PaymentsTable,
  PaymentEventsTable,
  CourseFeesTable,
  InvoiceCountersTable,
  InvoicesTable,
  CouponsTable,
  CouponRedemptionsTable,
} from './tables/payments';
import type {
  FeePlansTable,
  FeePartsTable,
  FeeReminderPausesTable,
  FeeRemindersTable,
} from './tables/fee-plans';
import type {
  SiteSettingsTable,
  VisitsTable,
  DailyTotalsTable,
  AuditLogTable,
} from './tables/site';
import type {
  NotificationsTable,
  NotificationConsentsTable,
  NotificationTemplatesTable,
} from './tables/notifications';
import type {
  BatchTrainersTable,
  BatchStudentsTable,
  BatchSessionsTable,
  SessionAttendanceTable,
  AbsenceAlertsTable,
  AttendanceFollowUpsTable,
} from './tables/batch-classes';
import type { CalendarFeedsTable } from './tables/calendar-feeds';
import type { GuardianCodesTable, GuardiansTable } from './tables/guardians';
import type {
  AttemptAnswersTable,
  OfflineMarksTable,
  QuestionsTable,
  ResultNoticesTable,
  TestAttemptsTable,
  TestQuestionsTable,
  TestsTable,
} from './tables/tests';
import type { CourseLessonsTable, CourseModulesTable, LessonProgressTable } from './tables/lessons';
import type { PhoneCodesTable } from './tables/phone-codes';
import type { IdCardsTable } from './tables/id-cards';
import type {
  AdmissionCountersTable,
  AdmissionDocumentsTable,
  AdmissionsTable,
} from './tables/admissions';

export type * from './tables/accounts';
export type * from './tables/courses';
export type * from './tables/articles';
export type * from './tables/enquiries';
export type * from './tables/certificates';
export type * from './tables/payments';
export type * from './tables/fee-plans';
export type * from './tables/site';
export type * from './tables/notifications';
export type * from './tables/batch-classes';
export type * from './tables/guardians';
export type * from './tables/phone-codes';
export type * from './tables/calendar-feeds';
export type * from './tables/tests';
export type * from './tables/lessons';
export type * from './tables/id-cards';
export type * from './tables/admissions';

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
  fee_plans: FeePlansTable;
  fee_parts: FeePartsTable;
  fee_reminders: FeeRemindersTable;
  fee_reminder_pauses: FeeReminderPausesTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  site_settings: SiteSettingsTable;
  visits: VisitsTable;
  daily_totals: DailyTotalsTable;
  audit_log: AuditLogTable;
  notifications: NotificationsTable;
  notification_consents: NotificationConsentsTable;
  notification_templates: NotificationTemplatesTable;
  batch_trainers: BatchTrainersTable;
  batch_students: BatchStudentsTable;
  batch_sessions: BatchSessionsTable;
  session_attendance: SessionAttendanceTable;
  guardians: GuardiansTable;
  calendar_feeds: CalendarFeedsTable;
  guardian_codes: GuardianCodesTable;
  absence_alerts: AbsenceAlertsTable;
  attendance_follow_ups: AttendanceFollowUpsTable;
  questions: QuestionsTable;
  tests: TestsTable;
  test_questions: TestQuestionsTable;
  test_attempts: TestAttemptsTable;
  attempt_answers: AttemptAnswersTable;
  offline_marks: OfflineMarksTable;
  result_notices: ResultNoticesTable;
  marksheets: MarksheetsTable;
  marksheet_counters: MarksheetCountersTable;
  course_modules: CourseModulesTable;
  course_lessons: CourseLessonsTable;
  lesson_progress: LessonProgressTable;
  phone_codes: PhoneCodesTable;
  id_cards: IdCardsTable;
  admissions: AdmissionsTable;
  admission_documents: AdmissionDocumentsTable;
  admission_counters: AdmissionCountersTable;
}
