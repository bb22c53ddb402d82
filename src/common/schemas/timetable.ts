import { z } from 'zod';
import { SESSION_STATUSES } from '../batch-sessions';
import { BATCH_MODES, WEEKDAYS } from '../batches';
import { batchMessages } from './batches';
import { calendarDay } from './enquiries';

/** GET /course/timetable/week, /course/timetable/mine: the week holding this day (today if none). */
export const weekQuerySchema = z.object({ from: calendarDay.optional() });

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, batchMessages.time);

/**
 * POST /course/timetable/pattern-clash (admin): would a batch with this weekly pattern share a
 * room or trainer with another batch's class? Asked by the batch form before it saves.
 */
export const patternClashSchema = z.object({
  batchId: z.string().min(1).max(100).optional(),
  startsOn: calendarDay,
  days: z.array(z.enum(WEEKDAYS)).min(1).max(7),
  startTime: time,
  endTime: time,
  mode: z.enum(BATCH_MODES),
  place: z.string().max(300),
});
export type PatternClashInput = z.infer<typeof patternClashSchema>;

/** A clash check's answer; the clash itself is the envelope's message, in the page's language. */
export const clashDtoSchema = z.object({ clash: z.boolean() });

export const CLASH_KINDS = ['room', 'trainer'] as const;
export type ClashKind = (typeof CLASH_KINDS)[number];

/** One class in a timetable: when, where, for which course, who teaches it. */
export const timetableEntrySchema = z.object({
  _id: z.string(),
  batchId: z.string(),
  courseTitle: z.string(),
  plannedOn: z.string(),
  heldOn: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(SESSION_STATUSES),
  cancelReason: z.string().nullable(),
  mode: z.enum(BATCH_MODES),
  /** The classroom's address, or the meeting link of an online batch. */
  place: z.string(),
  trainers: z.array(z.object({ _id: z.string(), userName: z.string() })),
  /** What this class shares with another class at the same time (none unless it is not cancelled). */
  clashes: z.array(z.enum(CLASH_KINDS)),
});
export type TimetableEntry = z.infer<typeof timetableEntrySchema>;

export const weekDtoSchema = z.object({
  /** The week's Monday and Sunday, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  sessions: z.array(timetableEntrySchema),
});
export type WeekDto = z.infer<typeof weekDtoSchema>;

/** A student's class (GET /course/timetable/classes). */
export const myClassSchema = timetableEntrySchema.omit({ trainers: true, clashes: true });
export type MyClass = z.infer<typeof myClassSchema>;

/** The address of the person's calendar feed (GET, POST /course/timetable/feed). */
export const feedDtoSchema = z.object({ url: z.string() });
