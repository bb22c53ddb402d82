import { COUPON_STATES } from '../coupons';
import { z } from 'zod';
import { STATE_NAMES } from '../indian-states';
import { gstinInState, gstinStateIssue } from './buyer';
import { isCalendarDay } from './dates';
import { gstinOrEmptySchema } from './gstin';
import { languageSchema } from './language';
import { mobileNumber } from './phone';
import { userMessages } from '../users';
import { oneLine } from './required-text';
import { emailSchema } from './users';

/** How a payment was made: online through the gateway, one of the front desk's modes, or a 100% coupon. */
export const PAYMENT_MODES = ['online', 'cash', 'upi', 'card', 'bank_transfer', 'coupon'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const DESK_MODES = ['cash', 'upi', 'card', 'bank_transfer'] as const;

export const modeLabels: Record<PaymentMode, string> = {
  online: 'Online',
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card at the desk',
  bank_transfer: 'Bank transfer',
  coupon: 'Coupon',
};

/** How a student gained a course. */
export const ENROLLMENT_SOURCES = ['online', 'desk', 'free'] as const;

export const moneyMessages = {
  amount: 'Enter an amount in rupees, with at most two decimals.',
  reference: 'Enter the UPI transaction id or bank reference.',
  paidOn: 'Enter the date of the payment (not in the future).',
  studentName: "Enter the new student's name.",
  course: 'Choose a course.',
  reason: 'Enter the reason.',
  overBalance: 'The amount is more than the balance due',
  alreadyEnrolled: 'This student already has this course.',
  payAtDesk: 'This course has a fee being paid at the front desk; please pay the balance there.',
};

/** Rupees as a form sends them; the server stores paise. */
export const rupeesField = z
  .number({ error: moneyMessages.amount })
  .positive(moneyMessages.amount)
  .max(10_000_000, moneyMessages.amount)
  .refine((r) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-6, moneyMessages.amount);

export const toPaise = (rupees: number) => Math.round(rupees * 100);

const optionalText = (max: number) =>
  oneLine(z.string().trim().max(max, `At most ${max} characters.`)).optional();

/**
 * The student at the desk: found by e-mail, or made from these details when there is no account
 * yet (they are e-mailed a link to choose a password, in `language`, English when not given).
 */
export const deskStudentSchema = z.object({
  email: emailSchema,
  userName: optionalText(100),
  mobileNo: z.union([z.literal(''), mobileNumber(userMessages.invalidMobile)]).optional(),
  address: optionalText(300),
  state: z.union([z.literal(''), z.enum(STATE_NAMES, { error: 'Choose a state.' })]).optional(),
  language: languageSchema.optional(),
  courseId: z.string({ error: moneyMessages.course }).min(1, moneyMessages.course).max(100),
});

export const deskPaymentSchema = deskStudentSchema
  .extend({
    amount: rupeesField,
    mode: z.enum(DESK_MODES, { error: 'Choose how the student paid.' }),
    reference: optionalText(100),
    paidOn: z
      .string({ error: moneyMessages.paidOn })
      .refine(
        (day) =>
          isCalendarDay(day) && day <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        moneyMessages.paidOn,
      ),
    giveAccessNow: z.boolean().default(false),
    /** The student agreed at the desk to updates on WhatsApp, to their phone. */
    whatsappUpdates: z.boolean().default(false),
    /** The buyer's GSTIN for a B2B invoice (kept on their profile); empty for none. */
    gstin: gstinOrEmptySchema.optional(),
    /** One of the course's instalment plans, its parts counted from `paidOn`; empty for none. */
    planId: z.string().max(100).optional(),
  })
  .refine((v) => !['upi', 'bank_transfer'].includes(v.mode) || Boolean(v.reference), {
    message: moneyMessages.reference,
    path: ['reference'],
  })
  .refine(gstinInState, gstinStateIssue);
export type DeskPaymentInput = z.input<typeof deskPaymentSchema>;

export const freeEnrollmentSchema = deskStudentSchema.extend({
  reason: oneLine(
    z.string({ error: moneyMessages.reason }).trim().min(1, moneyMessages.reason).max(200),
  ),
});
export type FreeEnrollmentInput = z.input<typeof freeEnrollmentSchema>;

export const giveAccessSchema = z.object({
  userId: z.string().min(1).max(100),
  courseId: z.string().min(1).max(100),
});

/** A student's fee for a course paid at the desk: rupees. */
export const feeSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  courseTitleHi: z.string().nullable(),
  user: z.object({ _id: z.string(), userName: z.string(), email: z.string() }),
  fee: z.number(),
  paid: z.number(),
  balance: z.number(),
  hasAccess: z.boolean(),
  createdAt: z.string(),
});
export type Fee = z.infer<typeof feeSchema>;

export const deskStudentLookupSchema = z.object({
  user: z
    .object({
      _id: z.string(),
      userName: z.string(),
      email: z.string(),
      mobileNo: z.string(),
      address: z.string(),
      state: z.string(),
      gstin: z.string(),
      enrolledCourse: z.array(z.string()),
    })
    .nullable(),
  fees: z.array(feeSchema),
});
export type DeskStudentLookup = z.infer<typeof deskStudentLookupSchema>;

/** An invoice or receipt, as listed for its student or the admin. */
export const documentSchema = z.object({
  _id: z.string(),
  number: z.string(),
  kind: z.enum(['invoice', 'receipt']),
  courseTitle: z.string(),
  courseTitleHi: z.string().nullable(),
  /** Rupees. */
  total: z.number(),
  issuedOn: z.string(),
});
export type FeeDocument = z.infer<typeof documentSchema>;

export const myMoneySchema = z.object({
  fees: z.array(feeSchema),
  documents: z.array(documentSchema),
});
export type MyMoney = z.infer<typeof myMoneySchema>;

/** POST /payment/coupons (admin). Values in percent or rupees; days YYYY-MM-DD. */
export const couponInputSchema = z
  .object({
    code: z
      .string({ error: 'Enter a code.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,30}$/, 'Use 3 to 30 letters, digits, hyphens or underscores.'),
    kind: z.enum(['percent', 'flat'], { error: 'Choose percent or flat amount.' }),
    value: z.number({ error: 'Enter the discount.' }).positive('Enter the discount.'),
    courseId: z.string().max(100).nullable().default(null),
    validFrom: z.string().refine(isCalendarDay, 'Enter a valid date.').nullable().default(null),
    validTo: z.string().refine(isCalendarDay, 'Enter a valid date.').nullable().default(null),
    maxUses: z.number().int('Enter a whole number.').min(1, 'At least 1.').nullable().default(null),
    perStudent: z.number().int('Enter a whole number.').min(1, 'At least 1.').nullable().default(1),
    active: z.boolean().default(true),
  })
  .refine((v) => v.kind !== 'percent' || (Number.isInteger(v.value) && v.value <= 100), {
    message: 'A percentage is a whole number from 1 to 100.',
    path: ['value'],
  })
  .refine((v) => v.kind !== 'flat' || rupeesField.safeParse(v.value).success, {
    message: moneyMessages.amount,
    path: ['value'],
  })
  .refine((v) => !v.validFrom || !v.validTo || v.validFrom <= v.validTo, {
    message: 'The end date is before the start date.',
    path: ['validTo'],
  });
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'flat']),
  /** Percent, or rupees for a flat amount. */
  value: z.number(),
  course: z.object({ _id: z.string(), courseTitle: z.string() }).nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.number().nullable(),
  perStudent: z.number().nullable(),
  uses: z.number(),
  active: z.boolean(),
  /** Derived on the server from the switch, the days (India's) and the uses: `couponState`. */
  state: z.enum(COUPON_STATES),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type CouponDto = z.infer<typeof couponSchema>;

/** What a course costs, with a code if one was given (rupees). */
export const quoteSchema = z.object({
  price: z.number(),
  discount: z.number(),
  total: z.number(),
  couponCode: z.string().nullable(),
  /** Whether GST is inside the price, added to it, or not charged (no GSTIN). */
  gst: z.enum(['included', 'added', 'none']),
});
export type Quote = z.infer<typeof quoteSchema>;

export const couponCodeField = z
  .string()
  .trim()
  .max(40, 'This coupon code is not valid.')
  .optional();

/** The coupon box at checkout: a code to price the course with. */
export const couponBoxSchema = z.object({
  couponCode: z
    .string()
    .trim()
    .min(1, 'Enter a coupon code.')
    .max(40, 'This coupon code is not valid.'),
});
