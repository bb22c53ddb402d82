import { z } from 'zod';
import { requiredLongText } from './required-text';

/** Where a lead stands; contact queries and registrations share it. */
export const enquiryStatuses = [
  'new',
  'contacted',
  'demo_booked',
  'joined',
  'not_interested',
] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  demo_booked: 'Demo booked',
  joined: 'Joined',
  not_interested: 'Not interested',
};

export const enquiryMessages = {
  noteRequired: 'Write a note first.',
  badDate: 'Enter a real date (YYYY-MM-DD).',
  badStatus: 'Choose one of the listed statuses.',
} as const;

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const calendarDay = z
  .string({ error: enquiryMessages.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, enquiryMessages.badDate)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, enquiryMessages.badDate);

const statusSchema = z.enum(enquiryStatuses, { error: enquiryMessages.badStatus });

/** PATCH …/{id}/pipeline: move a lead on, or set or clear its follow-up day. */
export const enquiryPipelineUpdateSchema = z.object({
  status: statusSchema.optional(),
  followUpOn: calendarDay.nullable().optional(),
});
export type EnquiryPipelineUpdate = z.input<typeof enquiryPipelineUpdateSchema>;

/** POST …/{id}/notes: a staff note. */
export const enquiryNoteSchema = z.object({
  text: requiredLongText(enquiryMessages.noteRequired, 2000),
});

/** The admin lists' query: page, a status, and a search over name, phone and e-mail. */
export const enquiryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  status: statusSchema.optional(),
  q: z.string().trim().max(100, 'At most 100 characters.').optional(),
});

export const enquiryNoteDtoSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** The admin's name; "Website" for notes the site writes itself. */
  author: z.string(),
  createdAt: z.string(),
});

/** The pipeline fields every lead carries in its DTO. */
export const enquiryPipelineDtoSchema = z.object({
  status: statusSchema,
  /** `YYYY-MM-DD`, or null. */
  followUpOn: z.string().nullable(),
  notes: z.array(enquiryNoteDtoSchema),
});

/** GET /enquiries/summary (admin): the dashboard's follow-up figures. */
export const enquirySummaryDtoSchema = z.object({
  /** Leads whose follow-up day is today or past, not Joined or Not interested. */
  followUpsDue: z.number(),
  /** Contact queries and registrations received in the last seven days. */
  newThisWeek: z.number(),
});
export type EnquirySummaryDto = z.infer<typeof enquirySummaryDtoSchema>;
