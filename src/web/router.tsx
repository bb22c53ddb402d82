import { createBrowserRouter } from 'react-router';
import { PublicLayout } from './app/public-layout';
import { RouteError } from './app/route-error';
import { PublicGuard, RequireAdmin, RequireUser } from './app/route-guards';
import { PageLoading } from './components/page-loading';
import { paths } from './lib/paths';

/**
 * Every screen of the site. Each page is its own chunk; the admin layout and pages load only
 * under /admin/dashboard. The pathless routes keep errors and first loads inside the layout;
 * the guards (app/route-guards) decide who may see which page.
 */
export const router = createBrowserRouter([
  {
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: PublicGuard,
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          {
            path: paths.home.path,
            lazy: async () => ({ Component: (await import('./features/site/home-page')).HomePage }),
          },
          {
            path: paths.about.path,
            lazy: async () => ({
              Component: (await import('./features/site/about-page')).AboutPage,
            }),
          },
          {
            path: paths.courses.path,
            lazy: async () => ({
              Component: (await import('./features/courses/courses-page')).CoursesPage,
            }),
          },
          {
            path: paths.courseDetail.path,
            lazy: async () => ({
              Component: (await import('./features/courses/course-detail-page')).CourseDetailPage,
            }),
          },
          {
            path: paths.blog.path,
            lazy: async () => ({ Component: (await import('./features/blog/blog-page')).BlogPage }),
          },
          {
            path: paths.blogDetail.path,
            lazy: async () => ({
              Component: (await import('./features/blog/blog-detail-page')).BlogDetailPage,
            }),
          },
          {
            path: paths.newsDetail.path,
            lazy: async () => ({
              Component: (await import('./features/news/news-detail-page')).NewsDetailPage,
            }),
          },
          {
            path: paths.contact.path,
            lazy: async () => ({
              Component: (await import('./features/contacts/contact-page')).ContactPage,
            }),
          },
          {
            path: paths.login.path,
            lazy: async () => ({
              Component: (await import('./features/users/login-page')).LoginPage,
            }),
          },
          {
            path: paths.register.path,
            lazy: async () => ({
              Component: (await import('./features/users/register-page')).RegisterPage,
            }),
          },
          {
            path: paths.forgotPassword.path,
            lazy: async () => ({
              Component: (await import('./features/users/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: paths.resetPassword.path,
            lazy: async () => ({
              Component: (await import('./features/users/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: paths.registrationForm.path,
            lazy: async () => ({
              Component: (await import('./features/registrations/registration-form-page'))
                .RegistrationFormPage,
            }),
          },
          {
            path: paths.certificateAuthentication.path,
            lazy: async () => ({
              Component: (await import('./features/certificates/certificate-authentication-page'))
                .CertificateAuthenticationPage,
            }),
          },
          {
            path: paths.payment.path,
            lazy: async () => ({
              Component: (await import('./features/payments/payment-page')).PaymentPage,
            }),
          },
          {
            Component: RequireUser,
            children: [
              {
                path: paths.profile.path,
                lazy: async () => ({
                  Component: (await import('./features/users/profile-page')).ProfilePage,
                }),
              },
              {
                path: paths.editProfile.path,
                lazy: async () => ({
                  Component: (await import('./features/users/edit-profile-page')).EditProfilePage,
                }),
              },
              {
                path: paths.changePassword.path,
                lazy: async () => ({
                  Component: (await import('./features/users/change-password-page'))
                    .ChangePasswordPage,
                }),
              },
              {
                path: paths.myLearning.path,
                lazy: async () => ({
                  Component: (await import('./features/courses/my-learning-page')).MyLearningPage,
                }),
              },
            ],
          },
          {
            path: paths.refund.path,
            lazy: async () => ({
              Component: (await import('./features/site/refund-policy-page')).RefundPolicyPage,
            }),
          },
          {
            path: paths.shipping.path,
            lazy: async () => ({
              Component: (await import('./features/site/shipping-policy-page')).ShippingPolicyPage,
            }),
          },
          {
            path: paths.terms.path,
            lazy: async () => ({
              Component: (await import('./features/site/terms-page')).TermsPage,
            }),
          },
          {
            path: paths.privacy.path,
            lazy: async () => ({
              Component: (await import('./features/site/privacy-policy-page')).PrivacyPolicyPage,
            }),
          },
          {
            path: paths.developedBy.path,
            lazy: async () => ({
              Component: (await import('./features/site/credits-page')).CreditsPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./features/site/lost-page')).LostPage }),
          },
        ],
      },
    ],
  },
  {
    path: paths.admin.dashboard.path,
    Component: RequireAdmin,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        lazy: async () => ({ Component: (await import('./app/admin-layout')).AdminLayout }),
        children: [
          {
            ErrorBoundary: RouteError,
            HydrateFallback: PageLoading,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./features/stats/admin-dashboard-page'))
                    .AdminDashboardPage,
                }),
              },
              {
                path: paths.admin.registrations.path,
                lazy: async () => ({
                  Component: (await import('./features/registrations/admin-registrations-page'))
                    .AdminRegistrationsPage,
                }),
              },
              {
                path: paths.admin.news.path,
                lazy: async () => ({
                  Component: (await import('./features/news/admin-news-page')).AdminNewsPage,
                }),
              },
              {
                path: paths.admin.newsCreate.path,
                lazy: async () => ({
                  Component: (await import('./features/news/admin-news-create-page'))
                    .AdminNewsCreatePage,
                }),
              },
              {
                path: paths.admin.newsEdit.path,
                lazy: async () => ({
                  Component: (await import('./features/news/admin-news-edit-page'))
                    .AdminNewsEditPage,
                }),
              },
              {
                path: paths.admin.reviews.path,
                lazy: async () => ({
                  Component: (await import('./features/reviews/admin-reviews-page'))
                    .AdminReviewsPage,
                }),
              },
              {
                path: paths.admin.createAdmin.path,
                lazy: async () => ({
                  Component: (await import('./features/users/admin-create-admin-page'))
                    .AdminCreateAdminPage,
                }),
              },
              {
                path: paths.admin.blog.path,
                lazy: async () => ({
                  Component: (await import('./features/blog/admin-blog-page')).AdminBlogPage,
                }),
              },
              {
                path: paths.admin.blogCreate.path,
                lazy: async () => ({
                  Component: (await import('./features/blog/admin-blog-create-page'))
                    .AdminBlogCreatePage,
                }),
              },
              {
                path: paths.admin.blogEdit.path,
                lazy: async () => ({
                  Component: (await import('./features/blog/admin-blog-edit-page'))
                    .AdminBlogEditPage,
                }),
              },
              {
                path: paths.admin.teamCreate.path,
                lazy: async () => ({
                  Component: (await import('./features/team/admin-team-create-page'))
                    .AdminTeamCreatePage,
                }),
              },
              {
                path: paths.admin.team.path,
                lazy: async () => ({
                  Component: (await import('./features/team/admin-team-page')).AdminTeamPage,
                }),
              },
              {
                path: paths.admin.teamEdit.path,
                lazy: async () => ({
                  Component: (await import('./features/team/admin-team-edit-page'))
                    .AdminTeamEditPage,
                }),
              },
              {
                path: paths.admin.contacts.path,
                lazy: async () => ({
                  Component: (await import('./features/contacts/admin-contacts-page'))
                    .AdminContactsPage,
                }),
              },
              {
                path: paths.admin.courseCreate.path,
                lazy: async () => ({
                  Component: (await import('./features/courses/admin-course-create-page'))
                    .AdminCourseCreatePage,
                }),
              },
              {
                path: paths.admin.courses.path,
                lazy: async () => ({
                  Component: (await import('./features/courses/admin-courses-page'))
                    .AdminCoursesPage,
                }),
              },
              {
                path: paths.admin.courseEdit.path,
                lazy: async () => ({
                  Component: (await import('./features/courses/admin-course-edit-page'))
                    .AdminCourseEditPage,
                }),
              },
              {
                path: paths.admin.transactions.path,
                lazy: async () => ({
                  Component: (await import('./features/payments/admin-transactions-page'))
                    .AdminTransactionsPage,
                }),
              },
              {
                path: paths.admin.syllabus.path,
                lazy: async () => ({
                  Component: (await import('./features/courses/admin-syllabus-page'))
                    .AdminSyllabusPage,
                }),
              },
              {
                path: paths.admin.ebooks.path,
                lazy: async () => ({
                  Component: (await import('./features/courses/admin-ebooks-page')).AdminEbooksPage,
                }),
              },
              {
                path: paths.admin.slides.path,
                lazy: async () => ({
                  Component: (await import('./features/courses/admin-slides-page')).AdminSlidesPage,
                }),
              },
              {
                path: paths.admin.certificateUpload.path,
                lazy: async () => ({
                  Component: (await import('./features/certificates/admin-certificate-upload-page'))
                    .AdminCertificateUploadPage,
                }),
              },
              {
                path: paths.admin.certificates.path,
                lazy: async () => ({
                  Component: (await import('./features/certificates/admin-certificates-page'))
                    .AdminCertificatesPage,
                }),
              },
              {
                path: paths.admin.certificateEdit.path,
                lazy: async () => ({
                  Component: (await import('./features/certificates/admin-certificate-edit-page'))
                    .AdminCertificateEditPage,
                }),
              },
              {
                path: paths.admin.users.path,
                lazy: async () => ({
                  Component: (await import('./features/users/admin-users-page')).AdminUsersPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
]);
