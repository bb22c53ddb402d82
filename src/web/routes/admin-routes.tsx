import type { RouteObject } from 'react-router';
import { RouteError } from '../app/route-error';
import { RequireAdmin } from '../app/admin-guard';
import { PageLoading } from '../components/page-loading';
import { paths } from '#common/paths';
import { adminPaths } from '#common/admin-paths';

/** The admin dashboard: its layout and screens load only under /admin/dashboard. */
export const adminRoutes: RouteObject = {
  path: paths.admin.dashboard.path,
  Component: RequireAdmin,
  ErrorBoundary: RouteError,
  HydrateFallback: PageLoading,
  children: [
    {
      lazy: async () => ({ Component: (await import('../app/admin-layout')).AdminLayout }),
      children: [
        {
          ErrorBoundary: RouteError,
          HydrateFallback: PageLoading,
          children: [
            { index: true, lazy: () => import('./admin-dashboard') },
            { path: adminPaths.registrations.path, lazy: () => import('./admin-registrations') },
            { path: adminPaths.admissions.path, lazy: () => import('./admin-admissions') },
            { path: adminPaths.admission.path, lazy: () => import('./admin-admission') },
            { path: adminPaths.news.path, lazy: () => import('./admin-news') },
            { path: adminPaths.newsCreate.path, lazy: () => import('./admin-news-create') },
            { path: adminPaths.newsEdit.path, lazy: () => import('./admin-news-edit') },
            { path: adminPaths.reviews.path, lazy: () => import('./admin-reviews') },
            { path: adminPaths.createAdmin.path, lazy: () => import('./admin-create-admin') },
            { path: adminPaths.blog.path, lazy: () => import('./admin-blog') },
            { path: adminPaths.blogCreate.path, lazy: () => import('./admin-blog-create') },
            { path: adminPaths.blogEdit.path, lazy: () => import('./admin-blog-edit') },
            { path: adminPaths.teamCreate.path, lazy: () => import('./admin-team-create') },
            { path: adminPaths.team.path, lazy: () => import('./admin-team') },
            { path: adminPaths.teamEdit.path, lazy: () => import('./admin-team-edit') },
            { path: adminPaths.contacts.path, lazy: () => import('./admin-contacts') },
            { path: adminPaths.courseCreate.path, lazy: () => import('./admin-course-create') },
            { path: adminPaths.courses.path, lazy: () => import('./admin-courses') },
            { path: adminPaths.courseEdit.path, lazy: () => import('./admin-course-edit') },
            { path: adminPaths.courseLessons.path, lazy: () => import('./admin-course-lessons') },
            { path: adminPaths.questionBank.path, lazy: () => import('./admin-question-bank') },
            { path: adminPaths.courseTests.path, lazy: () => import('./admin-course-tests') },
            { path: adminPaths.testMarks.path, lazy: () => import('./admin-test-marks') },
            {
              path: adminPaths.testStatistics.path,
              lazy: () => import('./admin-test-statistics'),
            },
            { path: adminPaths.courseProgress.path, lazy: () => import('./admin-course-progress') },
            {
              path: adminPaths.courseCompletions.path,
              lazy: () => import('./admin-course-completions'),
            },
            { path: adminPaths.transactions.path, lazy: () => import('./admin-transactions') },
            { path: adminPaths.frontDesk.path, lazy: () => import('./admin-front-desk') },
            { path: adminPaths.coupons.path, lazy: () => import('./admin-coupons') },
            { path: adminPaths.dues.path, lazy: () => import('./admin-dues') },
            { path: adminPaths.feePlans.path, lazy: () => import('./admin-fee-plans') },
            { path: adminPaths.feeSchedule.path, lazy: () => import('./admin-fee-schedule') },
            { path: adminPaths.syllabus.path, lazy: () => import('./admin-syllabus') },
            { path: adminPaths.ebooks.path, lazy: () => import('./admin-ebooks') },
            { path: adminPaths.slides.path, lazy: () => import('./admin-slides') },
            {
              path: adminPaths.certificateUpload.path,
              lazy: () => import('./admin-certificate-upload'),
            },
            { path: adminPaths.certificates.path, lazy: () => import('./admin-certificates') },
            {
              path: adminPaths.certificateEdit.path,
              lazy: () => import('./admin-certificate-edit'),
            },
            {
              path: adminPaths.certificateImport.path,
              lazy: () => import('./admin-certificate-import'),
            },
            { path: adminPaths.users.path, lazy: () => import('./admin-users') },
            { path: adminPaths.settings.path, lazy: () => import('./admin-settings') },
            { path: adminPaths.student.path, lazy: () => import('./admin-student') },
            { path: adminPaths.activity.path, lazy: () => import('./admin-activity') },
            { path: adminPaths.messages.path, lazy: () => import('./admin-messages') },
            {
              path: adminPaths.messageTemplates.path,
              lazy: () => import('./admin-message-templates'),
            },
            { path: adminPaths.attendance.path, lazy: () => import('./admin-attendance') },
            { path: adminPaths.batchClasses.path, lazy: () => import('./admin-batch-classes') },
            { path: adminPaths.timetable.path, lazy: () => import('./admin-timetable') },
            {
              path: adminPaths.batchAttendance.path,
              lazy: () => import('./admin-batch-attendance'),
            },
            { path: '*', lazy: () => import('./admin-lost') },
          ],
        },
      ],
    },
  ],
};
