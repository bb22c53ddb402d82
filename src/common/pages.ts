import { paths } from './paths';
import { POLICY_DATE } from './site-settings';

/**
 * What a page of the app is called and how it is found: the one home of these facts. The web's
 * route table routes to `path` and titles the page from here; the server writes its head
 * (title, description, robots, breadcrumb) and the sitemap from here too.
 */
export interface PageFacts {
  path: string;
  /** As the page is titled: its heading, and its tab's title before the institute's name. */
  title: string;
  /** Given the institute's name. */
  description: (name: string) => string;
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

const account = (what: string) => (name: string) => `${what} at ${name}.`;

/** The pages whose address and words do not come from the database; the indexed in sitemap order. */
export const pages = {
  home: {
    path: paths.home.path,
    title: 'Coding Classes',
    description: (name) =>
      `${name} teaches coding online and in our classrooms: programming courses for school students and beginners, with certificates you can verify online.`,
    indexable: true,
    organization: true,
  },
  about: {
    path: paths.about.path,
    title: 'About',
    description: (name) =>
      `Who we are at ${name}: online and offline classrooms, in-demand courses, world-class teaching methods, flexible timings and a free 1-month trial.`,
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
    description: (name) =>
      `Programming, web development and computer courses at ${name}, for beginners and beyond, with prices in rupees and study material online.`,
    indexable: true,
  },
  blog: {
    path: paths.blog.path,
    title: 'Blog',
    description: (name) =>
      `Articles from the mentors of ${name}: programming tips, career advice and step-by-step tutorials.`,
    indexable: true,
  },
  contact: {
    path: paths.contact.path,
    title: 'Contact Us',
    description: (name) =>
      `Call, e-mail or write to ${name}, or visit our classrooms. We answer questions about courses, batches and fees.`,
    indexable: true,
  },
  registrationForm: {
    path: paths.registrationForm.path,
    title: 'Register yourself',
    description: (name) =>
      `Register your interest in a course at ${name}: tell us your class, school and preferred mode, online or offline.`,
    indexable: true,
  },
  certificateAuthentication: {
    path: paths.certificateAuthentication.path,
    title: 'Certificate Authentication',
    description: (name) =>
      `Check that a certificate from ${name} is genuine with the student's name and date of birth.`,
    indexable: true,
  },
  refund: {
    path: paths.refund.path,
    title: 'Cancellation and Refund Policy',
    description: () => 'How cancellations and refunds work for courses bought on this website.',
    indexable: true,
    lastModified: policyDay,
  },
  shipping: {
    path: paths.shipping.path,
    title: 'Shipping & Delivery Policy',
    description: () => 'How the courses you buy on this website reach you.',
    indexable: true,
    lastModified: policyDay,
  },
  terms: {
    path: paths.terms.path,
    title: 'Terms and Conditions',
    description: (name) => `The terms for using the website of ${name} and buying its courses.`,
    indexable: true,
    lastModified: policyDay,
  },
  privacy: {
    path: paths.privacy.path,
    title: 'Privacy Policy',
    description: () =>
      "What personal data we collect, why, how long we keep it and the rights you have over it, under India's Digital Personal Data Protection Act, 2023.",
    indexable: true,
    lastModified: policyDay,
  },
  developedBy: {
    path: paths.developedBy.path,
    title: 'Website credits',
    description: () => 'The people and tools behind this website.',
    indexable: true,
  },
  /** A certificate's page: found only at its own address, never listed. */
  certificateVerification: {
    path: paths.certificateVerification.path,
    title: 'Certificate Verification',
    description: (name) => `A certificate issued by ${name}, with its status.`,
    indexable: false,
  },
  // Forms of one's own account: no use in search results.
  login: {
    path: paths.login.path,
    title: 'Login',
    description: account('Log in to your account'),
    indexable: false,
  },
  register: {
    path: paths.register.path,
    title: 'Sign up now',
    description: account('Create an account'),
    indexable: false,
  },
  forgotPassword: {
    path: paths.forgotPassword.path,
    title: 'Forgot Password',
    description: account('Reset your password'),
    indexable: false,
  },
  resetPassword: {
    path: paths.resetPassword.path,
    title: 'Reset Password',
    description: account('Choose a new password'),
    indexable: false,
  },
  verifyEmail: {
    path: paths.verifyEmail.path,
    title: 'Verify E-mail Address',
    description: account('Verify the e-mail address of your account'),
    indexable: false,
  },
  payment: {
    path: paths.payment.path,
    title: 'Payment',
    description: account('Buy a course'),
    indexable: false,
  },
  profile: {
    path: paths.profile.path,
    title: 'User Profile',
    description: account('Your profile'),
    indexable: false,
  },
  editProfile: {
    path: paths.editProfile.path,
    title: 'Update Profile',
    description: account('Your profile'),
    indexable: false,
  },
  changePassword: {
    path: paths.changePassword.path,
    title: 'Change Password',
    description: account('Change your password'),
    indexable: false,
  },
  myLearning: {
    path: paths.myLearning.path,
    title: 'My Purchased Courses',
    description: account('Your courses'),
    indexable: false,
  },
} satisfies Record<string, PageFacts>;

/** Every admin screen, as the server's head describes it (the app titles each screen itself). */
export const adminPages: PageFacts[] = Object.values(paths.admin).map((route) => ({
  path: route.path,
  title: 'Admin',
  description: account('The dashboard'),
  indexable: false,
}));

/** The page of an address that leads nowhere (404). */
export const lostPage = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
} as const;
