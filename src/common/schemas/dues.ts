import { z } from 'zod';

/** Ageing of an overdue amount: days past the day it fell due, counted in India's days. */
export const AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Only the fees with something overdue, or with something in one bucket of age. */
export const DUES_FILTERS = ['overdue', ...AGE_BUCKETS] as const;
export type DuesFilter = (typeof DUES_FILTERS)[number];

/** The ledger's view, as the admin table's toolbar writes it: a search, a course, a filter. */
export const duesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  course: z.string().max(100).optional(),
  status: z.enum(DUES_FILTERS).optional(),
});
export type DuesQuery = z.infer<typeof duesQuerySchema>;

const buckets = z.object({
  '0-30': z.number(),
  '31-60': z.number(),
  '61-90': z.number(),
  '90+': z.number(),
});

/** One student's fee on a schedule, as the dues ledger shows it: rupees. */
export const dueRowSchema = z.object({
  feeId: z.string(),
  user: z.object({ _id: z.string(), userName: z.string(), email: z.string() }),
  courseId: z.string(),
  courseTitle: z.string(),
  courseTitleHi: z.string().nullable(),
  fee: z.number(),
  dueSoFar: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  overdue: z.number(),
  nextDue: z.object({ dueOn: z.string(), amount: z.number() }).nullable(),
  ageing: buckets,
});
export type DueRow = z.infer<typeof dueRowSchema>;

export const duesLedgerSchema = z.object({
  today: z.string(),
  rows: z.array(dueRowSchema),
  totals: z.object({
    fee: z.number(),
    dueSoFar: z.number(),
    paid: z.number(),
    outstanding: z.number(),
    overdue: z.number(),
    ageing: buckets,
  }),
});
export type DuesLedger = z.infer<typeof duesLedgerSchema>;
