import type { RouteObject } from 'react-router';
import { PublicLayout } from '../app/public-layout';
import { RouteError } from '../app/route-error';
import { PublicGuard, RequireUser } from '../app/route-guards';
import { PageLoading } from '../components/page-loading';
import { paths } from '#common/paths';

/**
 * The public site; each screen is its own chunk, loaded from its route module. A screen's id names
 * its module, so the server can have a rendered page's modules preloaded.
 */
export const publicRoutes: RouteObject = {
  Component: PublicLayout,
  ErrorBoundary: RouteError,
  children: [
    {
      Component: PublicGuard,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        { id: 'home', path: paths.home.path, lazy: () => import('./home') },
        { id: 'about', path: paths.about.path, lazy: () => import('./about') },
        { id: 'courses', path: paths.courses.path, lazy: () => import('./courses') },
        {
          id: 'course-detail',
          path: paths.courseDetail.path,
          lazy: () => import('./course-detail'),
        },
        { id: 'blog', path: paths.blog.path, lazy: () => import('./blog') },
        { id: 'blog-detail', path: paths.blogDetail.path, lazy: () => import('./blog-detail') },
        { id: 'news-detail', path: paths.newsDetail.path, lazy: () => import('./news-detail') },
        { id: 'contact', path: paths.contact.path, lazy: () => import('./contact') },
        { id: 'login', path: paths.login.path, lazy: () => import('./login') },
        { id: 'register', path: paths.register.path, lazy: () => import('./register') },
        {
          id: 'forgot-password',
          path: paths.forgotPassword.path,
          lazy: () => import('./forgot-password'),
        },
        {
          id: 'reset-password',
          path: paths.resetPassword.path,
          lazy: () => import('./reset-password'),
        },
        { id: 'verify-email', path: paths.verifyEmail.path, lazy: () => import('./verify-email') },
        {
          id: 'registration-form',
          path: paths.registrationForm.path,
          lazy: () => import('./registration-form'),
        },
        {
          id: 'certificate-authentication',
          path: paths.certificateAuthentication.path,
          lazy: () => import('./certificate-authentication'),
        },
        {
          id: 'certificate-verification',
          path: paths.certificateVerification.path,
          lazy: () => import('./certificate-verification'),
        },
        { id: 'payment', path: paths.payment.path, lazy: () => import('./payment') },
        {
          Component: RequireUser,
          children: [
            { id: 'profile', path: paths.profile.path, lazy: () => import('./profile') },
            {
              id: 'edit-profile',
              path: paths.editProfile.path,
              lazy: () => import('./edit-profile'),
            },
            {
              id: 'change-password',
              path: paths.changePassword.path,
              lazy: () => import('./change-password'),
            },
            { id: 'my-learning', path: paths.myLearning.path, lazy: () => import('./my-learning') },
          ],
        },
        { id: 'refund-policy', path: paths.refund.path, lazy: () => import('./refund-policy') },
        {
          id: 'shipping-policy',
          path: paths.shipping.path,
          lazy: () => import('./shipping-policy'),
        },
        { id: 'terms', path: paths.terms.path, lazy: () => import('./terms') },
        { id: 'privacy-policy', path: paths.privacy.path, lazy: () => import('./privacy-policy') },
        { id: 'credits', path: paths.developedBy.path, lazy: () => import('./credits') },
        { id: 'lost', path: '*', lazy: () => import('./lost') },
      ],
    },
  ],
};
