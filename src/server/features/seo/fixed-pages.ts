import { paths } from '#common/paths';
import { LEAD_PICTURE_SIZES } from '#common/images';
import { POLICY_DATE, type SiteSettings } from '#common/site-settings';
import type { LeadPicture } from './page-meta';

/** A page whose address and words do not come from the database. */
export interface FixedPage {
  path: string;
  /** As the app titles it. */
  title: string;
  /** Given the institute's name. */
  description: (name: string) => string;
  /** The picture seen first, from the settings (the home page's first banner). */
  leadPicture?: (settings: SiteSettings) => LeadPicture;
  /** The institute in full as structured data (home and About). */
  organization?: boolean;
  /** The trail the page's breadcrumb shows. */
  breadcrumb?: { name: string; path: string }[];
  /** Last change, YYYY-MM-DD, for pages whose words are dated. */
  lastModified?: string;
}

const policyDay = new Date(`${POLICY_DATE} UTC`).toISOString().slice(0, 10);

/** The public pages search engines should list, in the sitemap's order. */
export const indexedPages: FixedPage[] = [
  {
    path: paths.home.path,
    title: 'Coding Classes',
    description: (name) =>
      `${name} teaches coding online and in our classrooms: programming courses for school students and beginners, with certificates you can verify online.`,
    organization: true,
    leadPicture: (settings) => ({
      src: settings.bannerImages[0] ?? '',
      sizes: LEAD_PICTURE_SIZES.banner,
    }),
  },
  {
    path: paths.about.path,
    title: 'About',
    description: (name) =>
      `Who we are at ${name}: online and offline classrooms, in-demand courses, world-class teaching methods, flexible timings and a free 1-month trial.`,
    organization: true,
    breadcrumb: [
      { name: 'Home', path: paths.home.path },
      { name: 'About', path: paths.about.path },
    ],
  },
  {
    path: paths.courses.path,
    title: 'Our Courses',
    description: (name) =>
      `Programming, web development and computer courses at ${name}, for beginners and beyond, with prices in rupees and study material online.`,
  },
  {
    path: paths.blog.path,
    title: 'Blog',
    description: (name) =>
      `Articles from the mentors of ${name}: programming tips, career advice and step-by-step tutorials.`,
  },
  {
    path: paths.contact.path,
    title: 'Contact Us',
    description: (name) =>
      `Call, e-mail or write to ${name}, or visit our classrooms. We answer questions about courses, batches and fees.`,
  },
  {
    path: paths.registrationForm.path,
    title: 'Register yourself',
    description: (name) =>
      `Register your interest in a course at ${name}: tell us your class, school and preferred mode, online or offline.`,
  },
  {
    path: paths.certificateAuthentication.path,
    title: 'Certificate Authentication',
    description: (name) =>
      `Check that a certificate from ${name} is genuine with the student's name and date of birth.`,
  },
  {
    path: paths.refund.path,
    title: 'Cancellation and Refund Policy',
    description: () => 'How cancellations and refunds work for courses bought on this website.',
    lastModified: policyDay,
  },
  {
    path: paths.shipping.path,
    title: 'Shipping & Delivery Policy',
    description: () => 'How the courses you buy on this website reach you.',
    lastModified: policyDay,
  },
  {
    path: paths.terms.path,
    title: 'Terms and Conditions',
    description: (name) => `The terms for using the website of ${name} and buying its courses.`,
    lastModified: policyDay,
  },
  {
    path: paths.privacy.path,
    title: 'Privacy Policy',
    description: () =>
      "What personal data we collect, why, how long we keep it and the rights you have over it, under India's Digital Personal Data Protection Act, 2023.",
    lastModified: policyDay,
  },
  {
    path: paths.developedBy.path,
    title: 'Website credits',
    description: () => 'The people and tools behind this website.',
  },
];

const account = (title: string) => (name: string) => `${title} at ${name}.`;

/** Pages of the app that are no use in search results: forms of one's own account. */
export const unindexedPages: FixedPage[] = [
  { path: paths.login.path, title: 'Login', description: account('Log in to your account') },
  { path: paths.register.path, title: 'Sign up now', description: account('Create an account') },
  {
    path: paths.forgotPassword.path,
    title: 'Forgot Password',
    description: account('Reset your password'),
  },
  {
    path: paths.resetPassword.path,
    title: 'Reset Password',
    description: account('Choose a new password'),
  },
  {
    path: paths.verifyEmail.path,
    title: 'Verify E-mail Address',
    description: account('Verify the e-mail address of your account'),
  },
  { path: paths.payment.path, title: 'Payment', description: account('Buy a course') },
  { path: paths.profile.path, title: 'User Profile', description: account('Your profile') },
  { path: paths.editProfile.path, title: 'Update Profile', description: account('Your profile') },
  {
    path: paths.changePassword.path,
    title: 'Change Password',
    description: account('Change your password'),
  },
  {
    path: paths.myLearning.path,
    title: 'My Purchased Courses',
    description: account('Your courses'),
  },
  ...Object.values(paths.admin).map((route) => ({
    path: route.path,
    title: 'Admin',
    description: account('The dashboard'),
  })),
];
