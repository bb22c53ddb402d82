import type { RouteObject } from 'react-router';
import { RouteError } from '../app/route-error';
import { RequireAdmin } from '../app/admin-guard';
import { PageLoading } from '../components/page-loading';
import { paths } from '#common/paths';

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
            { path: paths.admin.registrations.path, lazy: () => import('./admin-registrations') },
            { path: paths.admin.news.path, lazy: () => import('./admin-news') },
            { path: paths.admin.newsCreate.path, lazy: () => import('./admin-news-create') },
            { path: paths.admin.newsEdit.path, lazy: () => import('./admin-news-edit') },
            { path: paths.admin.reviews.path, lazy: () => import('./admin-reviews') },
            { path: paths.admin.createAdmin.path, lazy: () => import('./admin-create-admin') },
            { path: paths.admin.blog.path, lazy: () => import('./admin-blog') },
            { path: paths.admin.blogCreate.path, lazy: () => import('./admin-blog-create') },
            { path: paths.admin.blogEdit.path, lazy: () => import('./admin-blog-edit') },
            { path: paths.admin.teamCreate.path, lazy: () => import('./admin-team-create') },
            { path: paths.admin.team.path, lazy: () => import('./admin-team') },
            { path: paths.admin.teamEdit.path, lazy: () => import('./admin-team-edit') },
            { path: paths.admin.contacts.path, lazy: () => import('./admin-contacts') },
            { path: paths.admin.courseCreate.path, lazy: () => import('./admin-course-create') },
            { path: paths.admin.courses.path, lazy: () => import('./admin-courses') },
            { path: paths.admin.courseEdit.path, lazy: () => import('./admin-course-edit') },
            { path: paths.admin.transactions.path, lazy: () => import('./admin-transactions') },
            { path: paths.admin.frontDesk.path, lazy: () => import('./admin-front-desk') },
            { path: paths.admin.coupons.path, lazy: () => import('./admin-coupons') },
            { path: paths.admin.syllabus.path, lazy: () => import('./admin-syllabus') },
            { path: paths.admin.ebooks.path, lazy: () => import('./admin-ebooks') },
            { path: paths.admin.slides.path, lazy: () => import('./admin-slides') },
            {
              path: paths.admin.certificateUpload.path,
              lazy: () => import('./admin-certificate-upload'),
            },
            { path: paths.admin.certificates.path, lazy: () => import('./admin-certificates') },
            {
              path: paths.admin.certificateEdit.path,
              lazy: () => import('./admin-certificate-edit'),
            },
            {
              path: paths.admin.certificateImport.path,
              lazy: () => import('./admin-certificate-import'),
            },
            { path: paths.admin.users.path, lazy: () => import('./admin-users') },
            { path: paths.admin.settings.path, lazy: () => import('./admin-settings') },
            { path: paths.admin.student.path, lazy: () => import('./admin-student') },
            { path: paths.admin.activity.path, lazy: () => import('./admin-activity') },
            { path: paths.admin.messages.path, lazy: () => import('./admin-messages') },
            {
              path: paths.admin.messageTemplates.path,
              lazy: () => import('./admin-message-templates'),
            },
            { path: '*', lazy: () => import('./admin-lost') },
          ],
        },
      ],
    },
  ],
};
