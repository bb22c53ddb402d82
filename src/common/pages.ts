import { paths } from './paths';
import { POLICY_DATE } from './site-settings';

/**
 * What a page of the app is called and how it is found: the one home of these facts. The web's
 * route table routes to `path` and titles the page from here; the server writes its head (title,
 * robots, breadcrumb) and the sitemap from here too. Each page's description, which only the
 * server writes, sits beside it in features/seo/fixed-pages (kept out of the app's downloads).
 */
export interface PageFacts {
  path: string;
  /** As the page is titled: its heading, and its tab's title before the institute's name. */
  title: string;
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
  /** The institute in full as structured data (home and About). */
  organization?: boolean;
  /** The trail the page's breadcrumb shows. */
  breadcrumb?: { name: string; path: string }[];
  /** Last change, YYYY-MM-DD, for pages whose words are dated. */
  lastModified?: string;
}

const policyDay = new Date(`${POLICY_DATE} UTC`).toISOString().slice(0, 10);

/** The pages whose address and words do not come from the database; the indexed in sitemap order. */
export const pages = {
  home: {
    path: paths.home.path,
    title: 'Coding Classes',
    indexable: true,
    organization: true,
  },
  about: {
    path: paths.about.path,
    title: 'About',
    indexable: true,
    organization: true,
    breadcrumb: [
      { name: 'Home', path: paths.home.path },
      { name: 'About', path: paths.about.path },
    ],
  },
  courses: {
    path: paths.courses.path,
    title: 'Our Courses',
    indexable: true,
  },
  blog: {
    path: paths.blog.path,
    title: 'Blog',
    indexable: true,
  },
  news: {
    path: paths.news.path,
    title: 'News',
    indexable: true,
    breadcrumb: [
      { name: 'Home', path: paths.home.path },
      { name: 'News', path: paths.news.path },
    ],
  },
  contact: {
    path: paths.contact.path,
    title: 'Contact Us',
    indexable: true,
  },
  registrationForm: {
    path: paths.registrationForm.path,
    title: 'Register yourself',
    indexable: true,
  },
  certificateAuthentication: {
    path: paths.certificateAuthentication.path,
    title: 'Certificate Authentication',
    indexable: true,
  },
  refund: {
    path: paths.refund.path,
    title: 'Cancellation and Refund Policy',
    indexable: true,
    lastModified: policyDay,
  },
  shipping: {
    path: paths.shipping.path,
    title: 'Shipping & Delivery Policy',
    indexable: true,
    lastModified: policyDay,
  },
  terms: {
    path: paths.terms.path,
    title: 'Terms and Conditions',
    indexable: true,
    lastModified: policyDay,
  },
  privacy: {
    path: paths.privacy.path,
    title: 'Privacy Policy',
    indexable: true,
    lastModified: policyDay,
  },
  developedBy: {
    path: paths.developedBy.path,
    title: 'Website credits',
    indexable: true,
  },
  /** A certificate's page: found only at its own address, never listed. */
  certificateVerification: {
    path: paths.certificateVerification.path,
    title: 'Certificate Verification',
    indexable: false,
  },
  // Forms of one's own account: no use in search results.
  login: {
    path: paths.login.path,
    title: 'Login',
    indexable: false,
  },
  register: {
    path: paths.register.path,
    title: 'Sign up now',
    indexable: false,
  },
  forgotPassword: {
    path: paths.forgotPassword.path,
    title: 'Forgot Password',
    indexable: false,
  },
  resetPassword: {
    path: paths.resetPassword.path,
    title: 'Reset Password',
    indexable: false,
  },
  verifyEmail: {
    path: paths.verifyEmail.path,
    title: 'Verify E-mail Address',
    indexable: false,
  },
  payment: {
    path: paths.payment.path,
    title: 'Payment',
    indexable: false,
  },
  profile: {
    path: paths.profile.path,
    title: 'User Profile',
    indexable: false,
  },
  editProfile: {
    path: paths.editProfile.path,
    title: 'Update Profile',
    indexable: false,
  },
  changePassword: {
    path: paths.changePassword.path,
    title: 'Change Password',
    indexable: false,
  },
  myLearning: {
    path: paths.myLearning.path,
    title: 'My Purchased Courses',
    indexable: false,
  },
} satisfies Record<string, PageFacts>;

/** The page of an address that leads nowhere (404). */
export const lostPage = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
} as const;
