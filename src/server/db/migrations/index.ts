import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';
import * as courseListOrder from './0002_course_list_order';
import * as renderedArticles from './0003_rendered_articles';
import * as enquiryPipeline from './0004_enquiry_pipeline';
import * as reviewModeration from './0005_review_moderation';
import * as certificateRegister from './0006_certificate_register';
import * as adminListOrder from './0007_admin_list_order';
import * as certificateFingerprints from './0008_certificate_fingerprints';
import * as courseFinder from './0009_course_finder';
import * as deskMoney from './0010_desk_money';
import * as adminGlance from './0011_admin_glance';
import * as courseStudentCount from './0012_course_student_count';
import * as adminTableFilters from './0013_admin_table_filters';
import * as dailyTotals from './0014_daily_totals';
import * as courseSearchWithoutPendingList from './0016_course_search_without_pending_list';
import * as certificatesWaiting from './0017_certificates_waiting';
import * as emailVerification from './0018_email_verification';
import * as paymentRefunds from './0019_payment_refunds';
import * as reviewRatings from './0020_review_ratings';
import * as hindiContent from './0021_hindi_content';
import * as userLanguage from './0022_user_language';
import * as learningPointsInHindi from './0023_learning_points_in_hindi';
import * as courseFactsInHindi from './0024_course_facts_in_hindi';
import * as registrationLanguage from './0025_registration_language';
import * as notifications from './0026_notifications';
import * as notificationTemplates from './0027_notification_templates';
import * as certificateContact from './0028_certificate_contact';
import * as invoicePaymentFacts from './0029_invoice_payment_facts';
import * as buyerDetails from './0030_buyer_details';
import * as feePlans from './0031_fee_plans';
import * as batchClasses from './0032_batch_classes';
import * as guardians from './0033_guardians';
import * as payLinks from './0034_pay_links';
import * as feeReminders from './0035_fee_reminders';
import * as guardianCodes from './0037_guardian_codes';
import * as absenceAlerts from './0038_absence_alerts';
import * as attendanceMinimum from './0039_attendance_minimum';
import * as calendarFeeds from './0040_calendar_feeds';
import * as verifiedMobiles from './0041_verified_mobiles';
import * as phoneCodes from './0042_phone_codes';
import * as lessons from './0045_lessons';
import * as tests from './0046_tests';
import * as admissionNumbers from './0047_admission_numbers';
import * as questionImages from './0048_question_images';
import * as marksheets from './0049_marksheets';
import * as certificateStudents from './0050_certificate_students';
import * as admissions from './0051_admissions';
import * as idCards from './0052_id_cards';

/** Migrations are listed here (not read from disk) so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_course_list_order': courseListOrder,
  '0003_rendered_articles': renderedArticles,
  '0004_enquiry_pipeline': enquiryPipeline,
  '0005_review_moderation': reviewModeration,
  '0006_certificate_register': certificateRegister,
  '0007_admin_list_order': adminListOrder,
  '0008_certificate_fingerprints': certificateFingerprints,
  '0009_course_finder': courseFinder,
  '0010_desk_money': deskMoney,
  '0011_admin_glance': adminGlance,
  '0012_course_student_count': courseStudentCount,
  '0013_admin_table_filters': adminTableFilters,
  '0014_daily_totals': dailyTotals,
  '0016_course_search_without_pending_list': courseSearchWithoutPendingList,
  '0017_certificates_waiting': certificatesWaiting,
  '0018_email_verification': emailVerification,
  '0019_payment_refunds': paymentRefunds,
  '0020_review_ratings': reviewRatings,
  '0021_hindi_content': hindiContent,
  '0022_user_language': userLanguage,
  '0023_learning_points_in_hindi': learningPointsInHindi,
  '0024_course_facts_in_hindi': courseFactsInHindi,
  '0025_registration_language': registrationLanguage,
  '0026_notifications': notifications,
  '0027_notification_templates': notificationTemplates,
  '0028_certificate_contact': certificateContact,
  '0029_invoice_payment_facts': invoicePaymentFacts,
  '0030_buyer_details': buyerDetails,
  '0031_fee_plans': feePlans,
  '0032_batch_classes': batchClasses,
  '0033_guardians': guardians,
  '0034_pay_links': payLinks,
  '0035_fee_reminders': feeReminders,
  '0037_guardian_codes': guardianCodes,
  '0038_absence_alerts': absenceAlerts,
  '0039_attendance_minimum': attendanceMinimum,
  '0040_calendar_feeds': calendarFeeds,
  '0041_verified_mobiles': verifiedMobiles,
  '0042_phone_codes': phoneCodes,
  '0045_lessons': lessons,
  '0046_tests': tests,
  '0047_admission_numbers': admissionNumbers,
  '0048_question_images': questionImages,
  '0049_marksheets': marksheets,
  '0050_certificate_students': certificateStudents,
  '0051_admissions': admissions,
  '0052_id_cards': idCards,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
