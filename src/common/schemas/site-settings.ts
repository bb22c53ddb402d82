import { z } from 'zod';
import { defaultAdmissionForm } from '../admission-form';
import { admissionFormSettingsSchema } from './admissions';
import { defaultSiteSettings, FEE_REMINDER_DAYS_MAX, type SiteSettings } from '../site-settings';
import { DEFAULT_ATTENDANCE_THRESHOLD } from '../attendance';
import { attendancePercentSchema } from './attendance-reports';
import { printableOnCertificate } from '../certificate-fonts';
import { httpsUrl, videoUrl } from './embeds';
import { gstinMessages, gstinOrEmptySchema, hasGstinShape } from './gstin';
import { calendarDay } from './enquiries';
import { OPEN_FILES_RULES } from '../fee-access';
import { hindiTwin } from './hindi-text';
import { mobileNumber } from './phone';
import { STATE_NAMES, stateCodeOf } from '../indian-states';
import { findText, isOneLine, ONE_LINE_MESSAGE } from '../text';
import { UPI_ID_PATTERN, upiIdMessage } from '../upi';

export const stateName = z.enum(STATE_NAMES, { error: 'Choose a state.' });

/** Document numbers stay within 16 characters with a prefix this long (see payments/tax). */
export const PREFIX_MAX_LENGTH = 4;

const signatoryName = z.string().trim().min(1, "Enter the signatory's name.").max(80);

const invoicingFields = z.object({
  legalName: z.string().trim().min(1, 'Enter the legal name.').max(120),
  /** As stored: the shape of a GSTIN, so that a record saved before the check character was checked still reads. */
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || hasGstinShape(v), gstinMessages.shape),
  state: stateName,
  pricesIncludeGst: z.boolean(),
  /** As stored: up to 6 characters were allowed before numbers had to fit in 16. */
  prefix: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{1,6}$/, 'Use 1 to 4 capital letters, digits or hyphens.'),
  /** A record stored before there was one names the certificates' default signatory. */
  signatory: signatoryName.default(defaultSiteSettings.invoicing.signatory),
});

const GSTIN_STATE_MESSAGE = "The GSTIN's first two digits must be the state's code.";
const gstinOfState = (v: { gstin: string; state: string }) =>
  v.gstin === '' || v.gstin.slice(0, 2) === stateCodeOf(v.state);

export const invoicingSchema = invoicingFields.refine(gstinOfState, {
  message: GSTIN_STATE_MESSAGE,
  path: ['gstin'],
});

/** What an admin may save: a GSTIN with the right check character, a prefix of up to 4. */
const invoicingUpdateSchema = invoicingFields
  .extend({
    gstin: gstinOrEmptySchema,
    prefix: z
      .string()
      .trim()
      .regex(
        new RegExp(`^[A-Z0-9-]{1,${PREFIX_MAX_LENGTH}}$`),
        'Use 1 to 4 capital letters, digits or hyphens.',
      ),
    signatory: signatoryName,
  })
  .refine(gstinOfState, { message: GSTIN_STATE_MESSAGE, path: ['gstin'] });

/** A picture of this site (`/…`) or an https address. */
const pictureAddress = z
  .string()
  .regex(/^(\/[^/]|https:\/\/)/, 'Use a picture of this site or an https address.');

/**
 * A text's Hindi version in the settings record as stored and sent (decision 045): null for none,
 * and in a record stored before there were any. The update turns an empty field into null.
 */
const inHindi = (english: z.ZodString) => english.nullable().default(null);
/** A Hindi text of a list's item in the update, where the item is sent whole. */
const itemInHindi = (english: z.ZodString) => hindiTwin(english).default(null);

const tagline = z.string().trim().min(1);
const address = z.string().trim().min(1);
const hours = z.string().trim().min(1);
const videoTitle = z.string().trim().min(1, 'Enter a title.').max(80);
const videoDescription = z.string().trim().min(1, 'Enter a description.').max(200);
const heroBadge = z.string().trim().min(1, 'Enter the line above the banner heading.').max(60);
const statLabel = z.string().trim().min(1).max(40);

/** The institute's UPI id, or empty for none. */
export const upiIdField = z
  .string()
  .trim()
  .refine((id) => id === '' || UPI_ID_PATTERN.test(id), upiIdMessage);

export const holidayMessages = {
  name: 'Enter the holiday’s name.',
  twice: 'This date is already a holiday.',
} as const;
const holidays = z
  .array(
    z.object({
      date: calendarDay,
      name: z.string().trim().min(1, holidayMessages.name).max(80, 'At most 80 characters.'),
    }),
  )
  .max(200, 'At most 200 holidays.');

export const feeAccessMessages = {
  openFiles: 'Choose when the course files open.',
  graceDays: 'Enter a whole number of days from 0 to 365 (0 never pauses the files).',
} as const;
const graceDays = z
  .number({ error: feeAccessMessages.graceDays })
  .int(feeAccessMessages.graceDays)
  .min(0, feeAccessMessages.graceDays)
  .max(365, feeAccessMessages.graceDays);
export const feeAccessSchema = z.object({
  openFiles: z.enum(OPEN_FILES_RULES, { error: feeAccessMessages.openFiles }),
  graceDays,
});
export const feeReminderMessages = {
  days: `Use whole numbers of days from 1 to ${FEE_REMINDER_DAYS_MAX}.`,
  twice: 'Each day only once.',
  many: 'At most 10 reminders for a due date.',
} as const;
/** The days a fee part is reminded on, from its due date (negative: before). */
export const feeReminderDaysSchema = z
  .array(
    z
      .number()
      .int(feeReminderMessages.days)
      .min(-FEE_REMINDER_DAYS_MAX, feeReminderMessages.days)
      .max(FEE_REMINDER_DAYS_MAX, feeReminderMessages.days),
  )
  .max(10, feeReminderMessages.many)
  .refine((days) => new Set(days).size === days.length, feeReminderMessages.twice);
export const checkInNetworkMessages = {
  shape: 'Enter a network as an address and its prefix length, like 203.0.113.0/24.',
  twice: 'Each network only once.',
  many: 'At most 20 networks.',
} as const;
export const MAX_CHECK_IN_NETWORKS = 20;
const network = z.union([z.cidrv4(), z.cidrv6()], { error: checkInNetworkMessages.shape });
const checkInNetworks = z.array(network).max(MAX_CHECK_IN_NETWORKS, checkInNetworkMessages.many);
/** The networks as the settings form sends them: trimmed, each a CIDR range, each once. */
export const checkInNetworksUpdateSchema = z
  .array(z.string().trim().pipe(network))
  .max(MAX_CHECK_IN_NETWORKS, checkInNetworkMessages.many)
  .refine(
    (all) => new Set(all.map((one) => one.toLowerCase())).size === all.length,
    checkInNetworkMessages.twice,
  );

export const siteSettingsSchema = z.object({
  name: z.string().trim().min(1),
  tagline,
  taglineHi: inHindi(tagline),
  phone: z.string().regex(/^\d{10}$/, 'Enter a valid 10-digit Mobile Number'),
  email: z.email(),
  address,
  addressHi: inHindi(address),
  hours,
  hoursHi: inHindi(hours),
  mapEmbedUrl: httpsUrl.regex(
    /^https:\/\/www\.google\.com\/maps/,
    'Enter a Google Maps address (https://www.google.com/maps…).',
  ),
  chatGroupUrl: httpsUrl,
  social: z.object({
    facebook: httpsUrl,
    linkedin: httpsUrl,
    youtube: httpsUrl,
    instagram: httpsUrl,
  }),
  videos: z
    .array(
      z.object({
        title: videoTitle,
        titleHi: inHindi(videoTitle),
        description: videoDescription,
        descriptionHi: inHindi(videoDescription),
        url: httpsUrl,
      }),
    )
    .max(3),
  holdReviewsForApproval: z.boolean(),
  bannerImages: z.array(pictureAddress).length(3),
  sampleCertificateImage: pictureAddress,
  heroBadge,
  heroBadgeHi: inHindi(heroBadge),
  heroCourseCount: z
    .number({ error: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(1, 'Enter a number from 1 to 100000.')
    .max(100_000, 'Enter a number from 1 to 100000.'),
  homeStats: z
    .array(
      z.object({
        value: z.number().int().min(0).max(1_000_000),
        suffix: z.string().max(3),
        label: statLabel,
        labelHi: inHindi(statLabel),
      }),
    )
    .length(3),
  certificateSignatory: z.object({
    name: z.string().trim().min(1, "Enter the signatory's name.").max(80),
    title: z.string().trim().min(1, "Enter the signatory's title.").max(80),
  }),
  invoicing: invoicingSchema,
  invoiceSignatureImage: pictureAddress.nullable().default(null),
  holidays: holidays.default([]),
  feeAccess: feeAccessSchema.default(defaultSiteSettings.feeAccess),
  feeReminderDays: feeReminderDaysSchema.default(defaultSiteSettings.feeReminderDays),
  attendanceThreshold: attendancePercentSchema.default(DEFAULT_ATTENDANCE_THRESHOLD),
  upiId: upiIdField.default(''),
  checkInNetworks: checkInNetworks.default([]),
  adminPhoneSignIn: z.boolean().default(false),
  admissionForm: admissionFormSettingsSchema.default(defaultAdmissionForm),
}) satisfies z.ZodType<SiteSettings>;

export const NOT_PRINTABLE_ON_CERTIFICATES =
  'This is printed on certificates, which can print only Latin letters; write it in Latin letters.';

/** A text printed on every certificate made from the template (one not on one line is told so). */
const onCertificates = (text: z.ZodString) =>
  text.refine((t) => !isOneLine(t) || printableOnCertificate(t), NOT_PRINTABLE_ON_CERTIFICATES);

/** The holidays as the settings form sends them: each date once. */
export const holidaysUpdateSchema = holidays.refine(
  (days) => new Set(days.map((day) => day.date)).size === days.length,
  holidayMessages.twice,
);

/**
 * PATCH /settings (admin): any of the record's fields; the rest stay as they are. A video may be
 * given by any YouTube or Vimeo address and is stored as its player's. The institute's name and
 * the signatory are printed on certificates, so they are kept to what those can print. Every text
 * of the record is one line (checked here, not when a stored record is read, so that one never
 * falls back to the defaults). A Hindi text left out stays as it is.
 */
export const siteSettingsUpdateSchema = siteSettingsSchema
  .extend({
    name: onCertificates(siteSettingsSchema.shape.name),
    certificateSignatory: z.object({
      name: onCertificates(siteSettingsSchema.shape.certificateSignatory.shape.name),
      title: onCertificates(siteSettingsSchema.shape.certificateSignatory.shape.title),
    }),
    taglineHi: hindiTwin(tagline),
    addressHi: hindiTwin(address),
    hoursHi: hindiTwin(hours),
    heroBadgeHi: hindiTwin(heroBadge),
    phone: mobileNumber('Enter a valid 10-digit Mobile Number', /^\d{10}$/),
    videos: z
      .array(
        siteSettingsSchema.shape.videos.element.extend({
          titleHi: itemInHindi(videoTitle),
          descriptionHi: itemInHindi(videoDescription),
          url: videoUrl,
        }),
      )
      .max(3, 'At most three videos.'),
    homeStats: z
      .array(siteSettingsSchema.shape.homeStats.element.extend({ labelHi: itemInHindi(statLabel) }))
      .length(3),
    invoicing: invoicingUpdateSchema,
    holidays: holidaysUpdateSchema,
    feeAccess: feeAccessSchema,
    checkInNetworks: checkInNetworksUpdateSchema,
  })
  // Set by their own routes alone: the signature's upload (PUT /settings/invoice-signature) and
  // the admission form's (PUT /settings/admission-form).
  .omit({ invoiceSignatureImage: true, admissionForm: true })
  .partial()
  .superRefine((settings, ctx) => {
    const path = findText(settings, (text) => !isOneLine(text));
    if (path !== undefined)
      ctx.addIssue({ code: 'custom', path: path.split('.'), message: ONE_LINE_MESSAGE });
  });

/** What GET /settings answers: the record, plus what the server says of its own configuration. */
export const publicSiteSettingsSchema = siteSettingsSchema.omit({ admissionForm: true }).extend({
  /** Whether Login with Google is configured. */
  googleSignIn: z.boolean(),
  /** Whether purchases go to the built-in test provider (simulated, no money taken). */
  testPayments: z.boolean(),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;
