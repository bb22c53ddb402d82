import { z } from 'zod';
import { isCalendarDay } from './dates';
import { requiredText } from './required-text';
import { rupeesField } from './money';

/** How a part of an instalment plan falls due, counted from the day of admission. */
export const DUE_RULES = ['admission', 'days', 'months', 'date'] as const;
export type DueRule = (typeof DUE_RULES)[number];

export const feePlanMessages = {
  name: 'Enter a name for the plan.',
  percent: 'Enter a percentage above 0 and at most 100, with at most two decimals.',
  after: 'Enter how many days or months after admission (1 to 3650 days, 1 to 120 months).',
  date: 'Enter the date this part falls due.',
  parts: 'A plan has between 1 and 24 parts.',
  percentTotal: 'The percentage parts must add up to exactly 100%.',
  remainder: 'The part that takes the rounding must be one of the percentage parts.',
  reason: 'Enter the reason for the change.',
  fixedOnly:
    'A plan of fixed amounts only cannot follow the fee; give at least one percentage part.',
  lateFeeFlat: 'Enter a late fee in rupees above 0, with at most two decimals.',
  lateFeePercent: 'Enter a late fee above 0% and at most 100%, with at most two decimals.',
  lateFeeDays: 'Enter how many days after the due date the late fee applies (0 to 365).',
};

const percentField = z
  .number({ error: feePlanMessages.percent })
  .positive(feePlanMessages.percent)
  .max(100, feePlanMessages.percent)
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, feePlanMessages.percent);

/**
 * One part of a plan: a percentage of what the fixed parts leave of the fee, or a fixed amount in
 * rupees; due at admission, some days or months after it, or on a fixed date.
 */
export const planPartSchema = z
  .object({
    kind: z.enum(['percent', 'fixed']),
    /** Percent (two decimals) or rupees. */
    value: z.number({ error: feePlanMessages.percent }),
    due: z.enum(DUE_RULES),
    /** Days or months after admission, for `days` and `months`. */
    after: z.number().int().optional(),
    /** YYYY-MM-DD, for `date`. */
    date: z.string().optional(),
  })
  .superRefine((part, ctx) => {
    const amount = part.kind === 'percent' ? percentField : rupeesField;
    const checked = amount.safeParse(part.value);
    if (!checked.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: checked.error.issues[0]?.message ?? feePlanMessages.percent,
      });
    }
    const most = part.due === 'days' ? 3650 : 120;
    if (
      (part.due === 'days' || part.due === 'months') &&
      (part.after === undefined || part.after < 1 || part.after > most)
    ) {
      ctx.addIssue({ code: 'custom', path: ['after'], message: feePlanMessages.after });
    }
    if (part.due === 'date' && !(part.date && isCalendarDay(part.date))) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: feePlanMessages.date });
    }
  });
export type PlanPart = z.output<typeof planPartSchema>;

/**
 * A plan's late fee: a flat amount in rupees, or a percentage of the part, added to a part still
 * unpaid `afterDays` days after its due date (decision 054).
 */
export const lateFeeSchema = z
  .object({
    kind: z.enum(['flat', 'percent']),
    /** Rupees, or percent with two decimals. */
    value: z.number({ error: feePlanMessages.lateFeeFlat }),
    afterDays: z
      .number({ error: feePlanMessages.lateFeeDays })
      .int(feePlanMessages.lateFeeDays)
      .min(0, feePlanMessages.lateFeeDays)
      .max(365, feePlanMessages.lateFeeDays),
  })
  .superRefine((rule, ctx) => {
    const checked = (rule.kind === 'percent' ? percentField : rupeesField).safeParse(rule.value);
    if (!checked.success || rule.value <= 0) {
      const message =
        rule.kind === 'percent' ? feePlanMessages.lateFeePercent : feePlanMessages.lateFeeFlat;
      ctx.addIssue({ code: 'custom', path: ['value'], message });
    }
  });
export type LateFeeRule = z.output<typeof lateFeeSchema>;

/** Percent in hundredths (basis points), so that sums are exact. */
export const toBasisPoints = (percent: number) => Math.round(percent * 100);

/**
 * An instalment plan a course offers. Fixed parts are taken from the fee first; the percentage
 * parts share the rest and add up to 100%, and the rounding's paise go to `remainderPart`.
 */
export const feePlanSchema = z
  .object({
    name: requiredText(feePlanMessages.name, 100),
    parts: z.array(planPartSchema).min(1, feePlanMessages.parts).max(24, feePlanMessages.parts),
    /** Index in `parts` of the part that takes the rounding's paise. */
    remainderPart: z.number().int().min(0),
    active: z.boolean().default(true),
    lateFee: lateFeeSchema.nullable().default(null),
  })
  .superRefine((plan, ctx) => {
    const percents = plan.parts.filter((part) => part.kind === 'percent');
    if (percents.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['parts'], message: feePlanMessages.fixedOnly });
      return;
    }
    const total = percents.reduce((sum, part) => sum + toBasisPoints(part.value), 0);
    if (total !== 10_000) {
      ctx.addIssue({ code: 'custom', path: ['parts'], message: feePlanMessages.percentTotal });
    }
    if (plan.parts[plan.remainderPart]?.kind !== 'percent') {
      ctx.addIssue({ code: 'custom', path: ['remainderPart'], message: feePlanMessages.remainder });
    }
  });
export type FeePlanInput = z.input<typeof feePlanSchema>;
export type FeePlan = z.output<typeof feePlanSchema>;

/** A plan as the server answers it. */
export const feePlanDtoSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  name: z.string(),
  parts: z.array(
    z.object({
      kind: z.enum(['percent', 'fixed']),
      value: z.number(),
      due: z.enum(DUE_RULES),
      after: z.number().optional(),
      date: z.string().optional(),
    }),
  ),
  remainderPart: z.number(),
  active: z.boolean(),
  lateFee: z
    .object({ kind: z.enum(['flat', 'percent']), value: z.number(), afterDays: z.number() })
    .nullable(),
});
export type FeePlanDto = z.infer<typeof feePlanDtoSchema>;

export const PART_STATES = ['paid', 'part_paid', 'due'] as const;

/** One part of a student's schedule, in rupees, with what the payments so far settled of it. */
export const schedulePartSchema = z.object({
  seq: z.number(),
  dueOn: z.string(),
  amount: z.number(),
  paid: z.number(),
  state: z.enum(PART_STATES),
  overdue: z.boolean(),
  /** The seq of the part a charged late fee is for; null for a part of the schedule. */
  lateFeeOf: z.number().nullable(),
  /** The late fee the part will take (rupees) and the last day before it does; null for none. */
  lateFee: z.object({ amount: z.number(), after: z.string(), applies: z.boolean() }).nullable(),
});

/** The course's files for the student: open, waiting for a payment, or paused (decision 056). */
export const FILES_STATES = ['open', 'waiting', 'paused'] as const;

/** A student's fee on a plan: its parts, what was paid, the balance and the next part due. */
export const feeScheduleSchema = z.object({
  feeId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  courseTitleHi: z.string().nullable(),
  planName: z.string().nullable(),
  fee: z.number(),
  discount: z.number(),
  discountReason: z.string().nullable(),
  paid: z.number(),
  balance: z.number(),
  nextDue: z.object({ dueOn: z.string(), amount: z.number() }).nullable(),
  parts: z.array(schedulePartSchema),
  files: z.object({
    state: z.enum(FILES_STATES),
    /** While paused: rupees owed on the parts overdue past the grace period, else 0. */
    overdue: z.number(),
    /** While paused: the day the earliest of those parts fell due. */
    overdueSince: z.string().nullable(),
    /** While paused: the pay link of that part. */
    payUrl: z.string().nullable(),
  }),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

/** The admin's change to one student's schedule: the parts' dates and amounts, and a discount. */
export const scheduleChangeSchema = z.object({
  parts: z
    .array(
      z.object({
        dueOn: z.string().refine(isCalendarDay, feePlanMessages.date),
        amount: rupeesField,
      }),
    )
    .min(1, feePlanMessages.parts)
    .max(24, feePlanMessages.parts),
  /** Rupees off the course's fee (a discount or scholarship); 0 for none. */
  discount: z
    .number()
    .min(0)
    .refine((r) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-6),
  reason: requiredText(feePlanMessages.reason, 200),
});
export type ScheduleChangeInput = z.input<typeof scheduleChangeSchema>;
