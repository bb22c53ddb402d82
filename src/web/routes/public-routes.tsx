import type { RouteObject } from 'react-router';
import { PublicLayout } from '../app/public-layout';
import { RouteError } from '../app/route-error';
import { PublicGuard, RequireUser } from '../app/route-guards';
import { PageLoading } from '../components/page-loading';
import { paths } from '#common/paths';

/** The public site; each screen is its own chunk, loaded from its route module. */
export const publicRoutes: RouteObject = {
  Component: PublicLayout,
  ErrorBoundary: RouteError,
  children: [
    {
      Component: PublicGuard,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        { path: paths.home.path, lazy: () => import('./home') },
        { path: paths.about.path, lazy: () => import('./about') },
        { path: paths.courses.path, lazy: () => import('./courses') },
        { path: paths.courseDetail.path, lazy: () => import('./course-detail') },
        { path: paths.blog.path, lazy: () => import('./blog') },
        { path: paths.blogDetail.path, lazy: () => import('./blog-detail') },
        { path: paths.newsDetail.path, lazy: () => import('./news-detail') },
        { path: paths.contact.path, lazy: () => import('./contact') },
        { path: paths.login.path, lazy: () => import('./login') },
        { path: paths.register.path, lazy: () => import('./register') },
        { path: paths.forgotPassword.path, lazy: () => import('./forgot-password') },
        { path: paths.resetPassword.path, lazy: () => import('./reset-password') },
        { path: paths.registrationForm.path, lazy: () => import('./registration-form') },
        {
          path: paths.certificateAuthentication.path,
          lazy: () => import('./certificate-authentication'),
        },
        {
          path: paths.certificateVerification.path,
          lazy: () => import('./certificate-verification'),
        },
        { path: paths.payment.path, lazy: () => import('./payment') },
        {
          Component: RequireUser,
          children: [
            { path: paths.profile.path, lazy: () => import('./profile') },
            { path: paths.editProfile.path, lazy: () => import('./edit-profile') },
            { path: paths.changePassword.path, lazy: () => import('./change-password') },
            { path: paths.myLearning.path, lazy: () => import('./my-learning') },
          ],
        },
        { path: paths.refund.path, lazy: () => import('./refund-policy') },
        { path: paths.shipping.path, lazy: () => import('./shipping-policy') },
        { path: paths.terms.path, lazy: () => import('./terms') },
        { path: paths.privacy.path, lazy: () => import('./privacy-policy') },
        { path: paths.developedBy.path, lazy: () => import('./credits') },
        { path: '*', lazy: () => import('./lost') },
      ],
    },
  ],
};
