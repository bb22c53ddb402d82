import type { RouteObject } from 'react-router';
import { PublicLayout } from '../app/public-layout';
import { RouteError } from '../app/route-error';
import { PublicGuard, RequireUser } from '../app/route-guards';
import { PageLoading } from '../components/page-loading';
import { pages } from '#common/pages';
import { paths } from '#common/paths';

/**
 * The public site; each screen is its own chunk, loaded from its route module. A screen's id names
 * its module, so the server can have a rendered page's modules preloaded. A fixed page's address
 * and title are its entry in #common/pages, which the server's head and sitemap read too.
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
        { id: 'home', path: pages.home.path, lazy: () => import('./home') },
        { id: 'about', path: pages.about.path, lazy: () => import('./about') },
        { id: 'courses', path: pages.courses.path, lazy: () => import('./courses') },
        {
          id: 'course-detail',
          path: paths.courseDetail.path,
          lazy: () => import('./course-detail'),
        },
        { id: 'blog', path: pages.blog.path, lazy: () => import('./blog') },
        { id: 'blog-detail', path: paths.blogDetail.path, lazy: () => import('./blog-detail') },
        { id: 'news', path: pages.news.path, lazy: () => import('./news') },
        { id: 'news-detail', path: paths.newsDetail.path, lazy: () => import('./news-detail') },
        { id: 'contact', path: pages.contact.path, lazy: () => import('./contact') },
        { id: 'login', path: pages.login.path, lazy: () => import('./login') },
        { id: 'register', path: pages.register.path, lazy: () => import('./register') },
        {
          id: 'forgot-password',
          path: pages.forgotPassword.path,
          lazy: () => import('./forgot-password'),
        },
        {
          id: 'reset-password',
          path: pages.resetPassword.path,
          lazy: () => import('./reset-password'),
        },
        { id: 'verify-email', path: pages.verifyEmail.path, lazy: () => import('./verify-email') },
        {
          id: 'registration-form',
          path: pages.registrationForm.path,
          lazy: () => import('./registration-form'),
        },
        {
          id: 'certificate-authentication',
          path: pages.certificateAuthentication.path,
          lazy: () => import('./certificate-authentication'),
        },
        {
          id: 'certificate-verification',
          path: pages.certificateVerification.path,
          lazy: () => import('./certificate-verification'),
        },
        { id: 'unsubscribe', path: paths.unsubscribe.path, lazy: () => import('./unsubscribe') },
        { id: 'pay-part', path: paths.payPart.path, lazy: () => import('./pay-part') },
        {
          id: 'guardian-confirm',
          path: paths.guardianConfirm.path,
          lazy: () => import('./guardian-confirm'),
        },
        { id: 'check-in', path: paths.checkIn.path, lazy: () => import('./check-in') },
        { id: 'admission', path: paths.admission.path, lazy: () => import('./admission') },
        { id: 'payment', path: pages.payment.path, lazy: () => import('./payment') },
        {
          Component: RequireUser,
          children: [
            { id: 'profile', path: pages.profile.path, lazy: () => import('./profile') },
            {
              id: 'edit-profile',
              path: pages.editProfile.path,
              lazy: () => import('./edit-profile'),
            },
            {
              id: 'change-password',
              path: pages.changePassword.path,
              lazy: () => import('./change-password'),
            },
            { id: 'my-learning', path: pages.myLearning.path, lazy: () => import('./my-learning') },
            { id: 'learn', path: paths.learn.path, lazy: () => import('./learn') },
            {
              id: 'test-attempt',
              path: paths.testAttempt.path,
              lazy: () => import('./test-attempt'),
            },
            { id: 'test-result', path: paths.testResult.path, lazy: () => import('./test-result') },
            { id: 'family', path: paths.family.path, lazy: () => import('./family') },
            {
              id: 'family-child',
              path: paths.familyChild.path,
              lazy: () => import('./family-child'),
            },
          ],
        },
        { id: 'refund-policy', path: pages.refund.path, lazy: () => import('./refund-policy') },
        {
          id: 'shipping-policy',
          path: pages.shipping.path,
          lazy: () => import('./shipping-policy'),
        },
        { id: 'terms', path: pages.terms.path, lazy: () => import('./terms') },
        { id: 'privacy-policy', path: pages.privacy.path, lazy: () => import('./privacy-policy') },
        { id: 'credits', path: pages.developedBy.path, lazy: () => import('./credits') },
        { id: 'lost', path: '*', lazy: () => import('./lost') },
      ],
    },
  ],
};
