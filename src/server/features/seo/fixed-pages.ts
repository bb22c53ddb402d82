import { pages, type PageFacts } from '#common/pages';
import { adminPaths } from '#common/admin-paths';
import { paths } from '#common/paths';
import { LEAD_PICTURE_SIZES } from '#common/images';
import type { SiteSettings } from '#common/site-settings';
import { hindiPages, type HindiWords } from './hindi-pages';
import type { LeadPicture } from './page-meta';

/** A page whose address and words do not come from the database (`#common/pages`). */
export interface FixedPage extends PageFacts {
  /** Given the institute's name. */
  description: (name: string) => string;
  /** The picture seen first, from the settings (the home page's first banner). */
  leadPicture?: (settings: SiteSettings) => LeadPicture;
  /** Its title and description on its Hindi address, where they are written. */
  hindi?: HindiWords;
}

type PageKey = keyof typeof pages;

const account = (what: string) => (name: string) => `${what} at ${name}.`;

/** Each page's description, as search results and link previews show it. */
const descriptions: Record<PageKey, FixedPage['description']> = {
  home: (name) =>
    `${name} teaches coding online and in our classrooms: programming courses for school students and beginners, with certificates you can verify online.`,
  about: (name) =>
    `Who we are at ${name}: online and offline classrooms, in-demand courses, world-class teaching methods, flexible timings and a free 1-month trial.`,
  courses: (name) =>
    `Programming, web development and computer courses at ${name}, for beginners and beyond, with prices in rupees and study material online.`,
  blog: (name) =>
    `Articles from the mentors of ${name}: programming tips, career advice and step-by-step tutorials.`,
  news: (name) =>
    `News from ${name}: new batches and courses, events, results and announcements, newest first.`,
  contact: (name) =>
    `Call, e-mail or write to ${name}, or visit our classrooms. We answer questions about courses, batches and fees.`,
  registrationForm: (name) =>
    `Register your interest in a course at ${name}: tell us your class, school and preferred mode, online or offline.`,
  certificateAuthentication: (name) =>
    `Check that a certificate from ${name} is genuine with the student's name and date of birth.`,
  refund: () => 'How cancellations and refunds work for courses bought on this website.',
  shipping: () => 'How the courses you buy on this website reach you.',
  terms: (name) => `The terms for using the website of ${name} and buying its courses.`,
  privacy: () =>
    "What personal data we collect, why, how long we keep it and the rights you have over it, under India's Digital Personal Data Protection Act, 2023.",
  developedBy: (name) =>
    `Who made the website of ${name}, and the open-source software it is built on, each package with its licence.`,
  certificateVerification: (name) => `A certificate issued by ${name}, with its status.`,
  login: account('Log in to your account'),
  register: account('Create an account'),
  forgotPassword: account('Reset your password'),
  resetPassword: account('Choose a new password'),
  verifyEmail: account('Verify the e-mail address of your account'),
  payment: account('Buy a course'),
  profile: account('Your profile'),
  editProfile: account('Your profile'),
  changePassword: account('Change your password'),
  myLearning: account('Your courses'),
};

const fixedPage = (key: PageKey): FixedPage => ({
  ...pages[key],
  description: descriptions[key],
  hindi: hindiPages[key],
  leadPicture:
    key === 'home'
      ? (settings) => ({ src: settings.bannerImages[0] ?? '', sizes: LEAD_PICTURE_SIZES.banner })
      : undefined,
});

/** A certificate's page: described only once its certificate is found (find-page). */
export const certificatePage = fixedPage('certificateVerification');

const adminPages: FixedPage[] = [paths.admin.dashboard, ...Object.values(adminPaths)].map(
  (route) => ({
    path: route.path,
    title: 'Admin',
    description: account('The dashboard'),
    indexable: false,
  }),
);

/**
 * The page an e-mail's opt-out link opens: of use to that e-mail's reader only. Its facts stay
 * here rather than in #common/pages, whose every entry each page downloads.
 */
const unsubscribePage: FixedPage = {
  path: paths.unsubscribe.path,
  title: 'Unsubscribe',
  description: (name) => `Stop e-mails from ${name} to your address.`,
  indexable: false,
  hindi: {
    title: 'ई-मेल बंद करें',
    description: (name) => `${name} से अपने पते पर आने वाले ई-मेल बंद करें।`,
  },
};

/** The page a class's check-in QR code opens (decision 058): of use to that class's students only. */
const checkInPage: FixedPage = {
  path: paths.checkIn.path,
  title: 'Check in to class',
  description: (name) =>
    `Check in to your class at ${name} with the code on your trainer’s screen.`,
  indexable: false,
  hindi: {
    title: 'क्लास में चेक-इन',
    description: (name) => `${name} में अपने ट्रेनर की स्क्रीन पर दिख रहे कोड से अपनी क्लास में चेक-इन करें।`,
  },
};

/** The page a guardian's code message opens (decision 057): one family's, so kept out of search. */
const guardianConfirmPage: FixedPage = {
  path: paths.guardianConfirm.path,
  title: 'Confirm as a guardian',
  description: (name) => `Confirm with your code that you are a student's guardian at ${name}.`,
  indexable: false,
  hindi: {
    title: 'अभिभावक के रूप में पुष्टि करें',
    description: (name) => `${name} में अपने कोड से पुष्टि करें कि आप विद्यार्थी के अभिभावक हैं।`,
  },
};

/** The admission form (decision 072): anyone may start one; a draft's link is its owner's. */
const admissionPage: FixedPage = {
  path: paths.admission.path,
  title: 'Admission form',
  description: (name) =>
    `Apply for admission to a course at ${name}: your details, a passport photo and documents, online.`,
  indexable: false,
  hindi: {
    title: 'प्रवेश फ़ॉर्म',
    description: (name) =>
      `${name} के किसी कोर्स में प्रवेश के लिए ऑनलाइन आवेदन करें: आपका विवरण, पासपोर्ट फ़ोटो और दस्तावेज़।`,
  },
};

/** A course's learning screen (decision 065): of use to its students only. */
const learnPage: FixedPage = {
  path: paths.learn.path,
  title: 'Learn',
  description: (name) => `Your lessons and progress at ${name}.`,
  indexable: false,
  hindi: {
    title: 'पढ़ाई',
    description: (name) => `${name} में आपके पाठ और आपकी प्रगति।`,
  },
};

/** A test being taken and its result (decision 068): one student's, kept out of search. */
const testAttemptPage: FixedPage = {
  path: paths.testAttempt.path,
  title: 'Test',
  description: (name) => `Take your test at ${name}.`,
  indexable: false,
  hindi: {
    title: 'टेस्ट',
    description: (name) => `${name} में अपना टेस्ट दें।`,
  },
};

const testResultPage: FixedPage = {
  path: paths.testResult.path,
  title: 'Test result',
  description: (name) => `Your test result at ${name}.`,
  indexable: false,
  hindi: {
    title: 'टेस्ट का परिणाम',
    description: (name) => `${name} में आपके टेस्ट का परिणाम।`,
  },
};

const familyPage: FixedPage = {
  path: paths.family.path,
  title: 'My children',
  description: (name) =>
    `Your children's classes, attendance, fees, receipts and certificates at ${name}, in one place.`,
  indexable: false,
  hindi: {
    title: 'मेरे बच्चे',
    description: (name) => `${name} में आपके बच्चों की कक्षाएँ, हाज़िरी, फ़ीस, रसीदें और प्रमाणपत्र, एक ही जगह।`,
  },
};

/** A child's page of the family portal: the same facts as the list's. */
const familyChildPage: FixedPage = { ...familyPage, path: paths.familyChild.path };

/** The page a fee part's pay link opens (issue 36): one family's, so kept out of search. */
const payPartPage: FixedPage = {
  path: paths.payPart.path,
  title: 'Pay a fee',
  description: (name) => `Pay a part of a fee at ${name}.`,
  indexable: false,
  hindi: {
    title: 'फ़ीस भरें',
    description: (name) => `${name} की फ़ीस की एक किस्त भरें।`,
  },
};

const fixedPages = [
  ...(Object.keys(pages) as PageKey[])
    .filter((key) => key !== 'certificateVerification')
    .map(fixedPage),
  unsubscribePage,
  checkInPage,
  guardianConfirmPage,
  admissionPage,
  learnPage,
  testAttemptPage,
  testResultPage,
  familyPage,
  familyChildPage,
  payPartPage,
  ...adminPages,
];

/** The public pages search engines should list, in the sitemap's order. */
export const indexedPages = fixedPages.filter((page) => page.indexable);

/** Pages of the app that are no use in search results: forms of one's own account, the dashboard. */
export const unindexedPages = fixedPages.filter((page) => !page.indexable);
