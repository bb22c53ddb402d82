/** Every URL of the app. Routes use `path`; links use `getHref()`. */

export const fixed = (path: string) => ({ path, getHref: () => path });

export const withId = (prefix: string) => ({
  path: `${prefix}/:id`,
  getHref: (id: string) => `${prefix}/${encodeURIComponent(id)}`,
});

/** A page a link in a message opens, naming what it is about by a token (`:token`). */
const withToken = (prefix: string) => ({
  path: `${prefix}/:token`,
  getHref: (token: string) => `${prefix}/${encodeURIComponent(token)}`,
});

/** A sign-in page that leads on to `next` (a path on this site) once the visitor is signed in. */
const signIn = (path: string) => ({
  path,
  getHref: (next?: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path),
});

export const ADMIN_DASHBOARD = '/admin/dashboard';

/** The home page as a visitor sees it, for an admin (who is otherwise sent to the dashboard). */
export const SITE_AS_VISITOR = '/?view=site';

export const paths = {
  home: fixed('/'),
  about: fixed('/about'),
  courses: fixed('/courses'),
  courseDetail: withId('/course-detail'),
  blog: fixed('/blog'),
  blogDetail: withId('/blog'),
  news: fixed('/news'),
  newsDetail: withId('/news'),
  contact: fixed('/contact'),
  login: signIn('/login'),
  register: signIn('/register'),
  forgotPassword: fixed('/forget-password'),
  resetPassword: withToken('/reset-password'),
  /** The page an e-mail verification link opens. */
  verifyEmail: withToken('/verify-email'),
  registrationForm: fixed('/registration-form'),
  certificateAuthentication: fixed('/certificate-authentication'),
  /** A certificate's verification page; its QR code holds this address. */
  certificateVerification: withId('/verify'),
  /** The page an e-mail's opt-out link opens (`?token=…`); only its button unsubscribes. */
  unsubscribe: fixed('/unsubscribe'),
  /** The page a fee reminder's link opens: one part of a student's fee, paid without signing in. */
  payPart: withToken('/pay'),
  /** The page a guardian's code message links to, where they type the code (`:token` names them). */
  guardianConfirm: withToken('/guardian/confirm'),
  /** A student ID card's check page, which its QR code holds (decision 073); served by the server alone. */
  idCardCheck: withToken('/id-card'),
  /** The page a class's check-in QR code opens; the code can be typed there too (decision 058). */
  checkIn: fixed('/check-in'),
  /** The admission form (decision 072); `?resume=` opens a draft again. */
  admission: fixed('/admission'),
  payment: {
    path: '/payment',
    getHref: (courseId: string) => `/payment?courseId=${encodeURIComponent(courseId)}`,
  },
  profile: fixed('/profile'),
  editProfile: withId('/edit-profile'),
  changePassword: fixed('/change-password'),
  myLearning: fixed('/myLearning'),
  learn: withId('/learn'),
  /** A test being taken (decision 068), by its attempt; and the attempt's result. */
  testAttempt: withId('/test-attempt'),
  testResult: withId('/test-result'),
  /** A guardian's children (decision 062), and one child's page. */
  family: fixed('/family'),
  familyChild: withId('/family'),
  refund: fixed('/refund'),
  shipping: fixed('/shipping'),
  terms: fixed('/TermandCondition'),
  privacy: fixed('/PrivacyPolicy'),
  developedBy: fixed('/developed-by'),

  /** The dashboard; its screens' addresses are `adminPaths` (#common/admin-paths). */
  admin: { dashboard: fixed(ADMIN_DASHBOARD) },
} as const;
