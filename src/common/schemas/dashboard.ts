import { z } from 'zod';
import { calendarDay } from './enquiries';
import { inOrder, rangeIssue } from './list-view';

export const dashboardRanges = ['month', 'quarter', 'year', 'custom'] as const;
export type DashboardRange = (typeof dashboardRanges)[number];
export const dashboardRangeLabels: Record<DashboardRange, string> = {
  month: 'This month',
  quarter: 'Last 3 months',
  year: 'This financial year',
  custom: 'Custom',
};

const MAX_RANGE_DAYS = 3 * 366;

/** GET /stats/charts: a named range, or `custom` with its first and last day (in India). */
export const chartsQuerySchema = z
  .object({
    range: z.enum(dashboardRanges).default('month'),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .refine((q) => q.range !== 'custom' || (q.from && q.to), {
    message: 'Choose the first and last day.',
    path: ['from'],
  })
  .refine(inOrder, rangeIssue)
  .refine(
    (q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= MAX_RANGE_DAYS * 86_400_000,
    { message: 'Choose a range of at most three years.', path: ['to'] },
  );

const point = z.object({ label: z.string(), value: z.number() });

export const chartsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Rupees per month (`2026-04`), by how they were paid. Desk payments join as a second series. */
  revenueByMonth: z.array(z.object({ label: z.string(), online: z.number(), desk: z.number() })),
  enrollmentsByCourse: z.array(point),
  /** Enquiries (contact queries and registrations) per week, labelled by its Monday. */
  enquiriesByWeek: z.array(point),
  enquiriesByStatus: z.array(point.extend({ status: z.string() })),
  /** Share of the range's enquiries now Joined, 0 to 1. */
  conversion: z.number(),
  visitorsByDay: z.array(point),
});
export type Charts = z.infer<typeof chartsSchema>;

const lead = z.object({
  _id: z.string(),
  kind: z.enum(['contact', 'registration']),
  name: z.string(),
  followUpOn: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /stats/today: the admin's work for today. */
export const todaySchema = z.object({
  followUpsDue: z.array(lead),
  newEnquiries: z.array(lead),
  /** Certificates whose PDF could not be stamped with its number and QR code. */
  certificatesWaiting: z.array(z.object({ _id: z.string(), name: z.string(), number: z.string() })),
  /** Desk fees not yet paid in full, in rupees. */
  balancesDue: z.array(
    z.object({
      _id: z.string(),
      userName: z.string(),
      courseTitle: z.string(),
      balance: z.number(),
    }),
  ),
});
export type TodaysWork = z.infer<typeof todaySchema>;
