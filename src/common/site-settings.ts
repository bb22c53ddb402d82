import type { AdmissionFormSettings } from './admission-form';
import { DEFAULT_ATTENDANCE_THRESHOLD } from './attendance';
import type { Holiday } from './batch-sessions';
import type { OpenFilesRule } from './fee-access';
import type { StateName } from './indian-states';

/** Institute facts shown across the site; one record an admin can edit (see schemas/site-settings). */
export interface SiteSettings {
  name: string;
  tagline: string;
  /** Hindi versions of the texts visitors read, null where there is none (decision 045). */
  taglineHi: string | null;
  /** Ten digits, shown with the +91 prefix. */
  phone: string;
  email: string;
  address: string;
  addressHi: string | null;
  hours: string;
  hoursHi: string | null;
  mapEmbedUrl: string;
  chatGroupUrl: string;
  social: { facebook: string; linkedin: string; youtube: string; instagram: string };
  videos: {
    title: string;
    titleHi: string | null;
    description: string;
    descriptionHi: string | null;
    url: string;
  }[];
  /** New reviews wait for an admin before they show (off: they show at once). */
  holdReviewsForApproval: boolean;
  /** The home page's three banner pictures. */
  bannerImages: string[];
  /** The sample certificate the footer's thumbnail opens. */
  sampleCertificateImage: string;
  /** The home banner's line above its heading: "Classes Start From 2024". */
  heroBadge: string;
  heroBadgeHi: string | null;
  /** How many courses the home banner claims: the 1000 of "1000 high quality courses". */
  heroCourseCount: number;
  /** The home page's three count-up figures: 1058 students, 89 % class of 2019 … */
  homeStats: { value: number; suffix: string; label: string; labelHi: string | null }[];
  /** Who signs the certificates the site generates, and their role. */
  certificateSignatory: { name: string; title: string };
  /** What invoices and receipts print about the institute, and how prices meet GST. */
  invoicing: Invoicing;
  /** The authorised signatory's signature printed on invoices and receipts (uploaded), or none. */
  invoiceSignatureImage: string | null;
  /** The days the institute is closed: no batch holds a class on them (decision 053). */
  holidays: Holiday[];
  /**
   * The days, counted from a fee part's due date, on which an unpaid part is reminded: -3 three
   * days before, 0 on the day, 3 three days after (decision 055). None: no reminders.
   */
  feeReminderDays: number[];
  /** Fees on an instalment plan and the course's files (decision 056). */
  feeAccess: FeeAccess;
  /** Students below this attendance, a whole percent, are listed for follow-up (decision 059). */
  attendanceThreshold: number;
  /** The institute's UPI id (`name@bank`) that fee parts' QR codes pay; empty for none (decision 054). */
  upiId: string;
  /**
   * The institute's networks (CIDR: 203.0.113.0/24): when any is given, students check in to a
   * class only from them (decision 058). Empty: from anywhere.
   */
  checkInNetworks: string[];
  /**
   * Whether admin accounts may sign in with a phone code, and then with their password as well
   * (decision 061). Off: admins sign in with their e-mail and password only.
   */
  adminPhoneSignIn: boolean;
  /** The admission form: the fields and documents asked, and how long documents are kept (decision 072). */
  admissionForm: AdmissionFormSettings;
}

export interface FeeAccess {
  /** When a fee on a plan opens the course's files: at admission, first part paid, fully paid. */
  openFiles: OpenFilesRule;
  /** Days a part may be overdue before the files pause until it is paid; 0 never pauses. */
  graceDays: number;
}

export const FEE_REMINDER_DAYS_MAX = 60;

export interface Invoicing {
  /** The registered (legal) name. */
  legalName: string;
  /** Empty when the institute is not registered for GST: then documents are receipts without tax. */
  gstin: string;
  /** The state the institute is registered in; decides CGST + SGST or IGST. */
  state: StateName;
  /** Course prices already include GST (true) or GST is added on top (false). */
  pricesIncludeGst: boolean;
  /** The start of every document number, e.g. VCI in VCI/2526/000123. */
  prefix: string;
  /** The authorised signatory named under the signature on invoices and receipts. */
  signatory: string;
}

export const ESTABLISHED_YEAR = 2021;
export const POLICY_DATE = '25 Jan 2025';

/**
 * The settings a page knows: all but the admission form's, which only the admissions' own routes
 * give (decision 072) and pages need not download.
 */
export type PageSiteSettings = Omit<SiteSettings, 'admissionForm'>;

export const defaultSiteSettings: PageSiteSettings = {
  name: 'Vidya Computer Institute',
  tagline: 'Learn to code with mentors who care, online and in our classrooms.',
  taglineHi: null,
  phone: '9876543210',
  email: 'info@vidyacomputer.in',
  address: '2nd Floor, Civil Lines, Prayagraj, Uttar Pradesh 211001',
  addressHi: null,
  hours: 'Mon-Sat 8:00-18:00',
  hoursHi: null,
  mapEmbedUrl: 'https://www.google.com/maps?q=Civil+Lines+Prayagraj&output=embed',
  chatGroupUrl: 'https://chat.whatsapp.com/',
  social: {
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    youtube: 'https://www.youtube.com/',
    instagram: 'https://www.instagram.com/',
  },
  holdReviewsForApproval: false,
  bannerImages: [
    '/banners/banner-1-1280.webp',
    '/banners/banner-2-1280.webp',
    '/banners/banner-3-1280.webp',
  ],
  sampleCertificateImage: '/certificates/sample-certificate-1280.webp',
  heroBadge: 'Classes Start From 2024',
  heroBadgeHi: null,
  heroCourseCount: 1000,
  homeStats: [
    { value: 1058, suffix: '', label: 'Students', labelHi: null },
    { value: 89, suffix: '%', label: 'Class of 2019', labelHi: null },
    { value: 97, suffix: '%', label: 'Class of 2020', labelHi: null },
  ],
  certificateSignatory: { name: 'Ravi Kumar Verma', title: 'Director' },
  invoiceSignatureImage: null,
  holidays: [],
  feeAccess: { openFiles: 'first_part', graceDays: 0 },
  feeReminderDays: [-3, 0, 3],
  attendanceThreshold: DEFAULT_ATTENDANCE_THRESHOLD,
  upiId: '',
  checkInNetworks: [],
  adminPhoneSignIn: false,
  invoicing: {
    legalName: 'Vidya Computer Institute',
    gstin: '',
    state: 'Uttar Pradesh',
    pricesIncludeGst: true,
    prefix: 'VCI',
    signatory: 'Ravi Kumar Verma',
  },
  videos: [
    {
      title: 'Variables in 60 seconds',
      titleHi: null,
      description: 'What a variable is and how to name one well.',
      descriptionHi: null,
      url: 'https://www.youtube-nocookie.com/embed/OWaJXFJFDg8',
    },
    {
      title: 'Your first HTML page',
      titleHi: null,
      description: 'Headings, paragraphs and links, from an empty file.',
      descriptionHi: null,
      url: 'https://www.youtube-nocookie.com/embed/qz0aGYrrlhU',
    },
    {
      title: 'Loops made simple',
      titleHi: null,
      description: 'Repeat work with for and while loops in Python.',
      descriptionHi: null,
      url: 'https://www.youtube-nocookie.com/embed/6iF8Xb7Z3wQ',
    },
  ],
};
