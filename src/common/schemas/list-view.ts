import { z } from 'zod';
import { calendarDay } from './enquiries';

export const listViewMessages = {
  shortSearch: 'Type at least 3 characters to search.',
  badSort: 'This column cannot be sorted.',
  badFilter: 'Choose one of the listed options.',
  badStatus: 'Choose one of the listed statuses.',
  badRange: 'The end date must not be before the start date.',
} as const;

/** The status filter of a table of things published or kept as drafts (courses, news, blog). */
export const publicationStatuses = ['published', 'draft'] as const;

/** The shortest search an index can answer: three characters (decision 020). */
export const MIN_SEARCH = 3;

/**
 * What an admin table shows: page, search, filters and sort, as the address carries them
 * (`?page=2&q=ravi&status=paid&from=2026-04-01&to=2026-04-30&sort=amount&dir=asc`). Each table
 * says which filters and sorts it has; the CSV export takes the same query without the page.
 */
export const listViewFields = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  q: z
    .string()
    .trim()
    .max(100, 'At most 100 characters.')
    .refine((q) => q === '' || [...q].length >= MIN_SEARCH, listViewMessages.shortSearch)
    .optional(),
  status: z.string().max(40).optional(),
  course: z.string().max(100).optional(),
  mode: z.string().max(40).optional(),
  kind: z.string().max(60).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  sort: z.string().max(40).optional(),
  dir: z.enum(['asc', 'desc'], { error: listViewMessages.badSort }).optional(),
});

/** A date range whose end is not before its start. */
export const inOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
export const rangeIssue = { message: listViewMessages.badRange, path: ['to'] };

export const listViewQuerySchema = listViewFields.refine(inOrder, rangeIssue);
export type ListViewQuery = z.infer<typeof listViewQuerySchema>;

/** The same view, given whole when no page is asked for (course pickers, the dashboard's count). */
export const wholeListViewQuerySchema = listViewFields
  .extend({ page: z.coerce.number().int().min(1).max(1_000_000).optional() })
  .refine(inOrder, rangeIssue);
