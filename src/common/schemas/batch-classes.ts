import { z } from 'zod';
import { ATTENDANCE_MARKS, checkInCodeOf, SESSION_STATUSES } from '../batch-sessions';
import { calendarDay } from './enquiries';
import { oneLine } from './required-text';

export const batchClassMessages = {
  time: 'Enter a time like 18:30.',
  endAfterStart: 'The class must end after it starts.',
  range: 'Choose a range of at most 366 days, ending on or after its start.',
  reason: 'Enter why the class is cancelled.',
  trainer: 'A trainer must be an admin account.',
  student: 'Only a student account can join a batch.',
  userNotFound: 'Account not found.',
  alreadyIn: 'This student is already in the batch.',
  notInBatch: 'This student is not in the batch.',
  sessionNotFound: 'Class not found.',
  cancelled: 'This class is cancelled; its attendance cannot be marked.',
  markedTwice: 'Each student can be marked only once.',
  submission: 'Send an id for this submission.',
  mark: 'Choose present, absent, late or excused.',
  roomClash: 'The room "room" is already booked on "day" by the "course" batch.',
  trainerClash: 'The trainer "trainer" already teaches on "day" in the "course" batch.',
  checkInCode: 'Enter the six-digit code shown beside the QR code.',
  wrongCode: 'This code is not right or has expired. Enter the code the screen shows now.',
  notToday: 'Check-in is open only on the day of the class.',
  notYourBatch: 'You are not in this class’s batch.',
  outsideNetwork:
    'Check in from the institute’s own network (its Wi-Fi): this connection comes from outside it.',
  tooManyCodes: 'Too many wrong codes. Wait ten minutes, or ask your trainer to mark you.',
  checkedIn: 'You are checked in. Welcome to the class!',
  alreadyMarked: 'Your trainer has already marked your attendance for this class.',
  followUpNotFound: 'Follow-up not found.',
} as const;

/** A message of the table with its quoted samples replaced, in order, by these values. */
export const told = (message: string, ...values: string[]) => {
  let next = 0;
  return message.replace(/"[^"]*"/g, () => `"${(values[next++] ?? '').replace(/"/g, "'")}"`);
};

const id = z.string().min(1).max(100);
const time = z
  .string({ error: batchClassMessages.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, batchClassMessages.time);

/** PUT /course/batch/{id}/trainers (admin): the batch's trainers, admin accounts, in place of its own. */
export const batchTrainersSchema = z.object({ trainerIds: z.array(id).max(10) });

/** POST /course/batch/{id}/students (admin): a student joins the batch at the desk. */
export const batchStudentSchema = z.object({ userId: id });

const MAX_DAYS = 366;
/** POST /course/batch/{id}/sessions (admin): make the batch's classes for these days. */
export const sessionRangeSchema = z
  .object({ from: calendarDay, to: calendarDay })
  .refine(
    ({ from, to }) =>
      to >= from &&
      (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 < MAX_DAYS,
    { path: ['to'], message: batchClassMessages.range },
  );

/** PATCH /course/sessions/{id} (admin): the class moves to another day or time. */
export const sessionMoveSchema = z
  .object({ heldOn: calendarDay, startTime: time, endTime: time })
  .refine((move) => move.endTime > move.startTime, {
    path: ['endTime'],
    message: batchClassMessages.endAfterStart,
  });

/** POST /course/sessions/{id}/cancel (admin). */
export const sessionCancelSchema = z.object({
  reason: oneLine(
    z
      .string({ error: batchClassMessages.reason })
      .trim()
      .min(1, batchClassMessages.reason)
      .max(200, 'At most 200 characters.'),
  ),
});

/**
 * PUT /course/sessions/{id}/attendance (admin): the class's marks in one request. Each mark is
 * kept per student and class, so the same submission sent again changes nothing.
 */
export const attendanceSchema = z.object({
  submissionId: z
    .string({ error: batchClassMessages.submission })
    .min(8, batchClassMessages.submission)
    .max(100, batchClassMessages.submission),
  marks: z
    .array(
      z.object({
        userId: id,
        mark: z.enum(ATTENDANCE_MARKS, { error: batchClassMessages.mark }),
      }),
    )
    .max(500)
    .refine(
      (marks) => new Set(marks.map((m) => m.userId)).size === marks.length,
      batchClassMessages.markedTwice,
    ),
});
export type AttendanceInput = z.infer<typeof attendanceSchema>;

const personSchema = z.object({ _id: z.string(), userName: z.string(), email: z.string() });
export const rosterDtoSchema = z.object({
  trainers: z.array(personSchema),
  students: z.array(personSchema),
});
export type RosterDto = z.infer<typeof rosterDtoSchema>;

export const sessionDtoSchema = z.object({
  _id: z.string(),
  batchId: z.string(),
  /** YYYY-MM-DD: the day the weekly pattern gave. */
  plannedOn: z.string(),
  /** YYYY-MM-DD: the day it is held. */
  heldOn: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(SESSION_STATUSES),
  cancelReason: z.string().nullable(),
});
export type SessionDto = z.infer<typeof sessionDtoSchema>;

export const classListDtoSchema = z.object({
  session: sessionDtoSchema,
  courseTitle: z.string(),
  students: z.array(personSchema.extend({ mark: z.enum(ATTENDANCE_MARKS).nullable() })),
});
export type ClassListDto = z.infer<typeof classListDtoSchema>;

/**
 * POST /course/check-in (a logged-in student): the code of the trainer's screen, typed or read
 * from its QR code (which also names the class). Spaces are let through and dropped.
 */
export const checkInSchema = z.object({
  sessionId: id.optional(),
  code: z
    .string({ error: batchClassMessages.checkInCode })
    .transform((typed) => checkInCodeOf(typed) ?? '')
    .pipe(z.string().min(1, batchClassMessages.checkInCode)),
});
export type CheckInInput = z.input<typeof checkInSchema>;

export const checkInResultSchema = z.object({
  /** `checked-in` now, or `already-marked` by the trainer (the mark stands). */
  outcome: z.enum(['checked-in', 'already-marked']),
  mark: z.enum(ATTENDANCE_MARKS),
  courseTitle: z.string(),
  session: sessionDtoSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** GET /course/sessions/{id}/check-in-code (admin): what the trainer's screen shows now. */
export const checkInCodeDtoSchema = z.object({
  code: z.string(),
  /** The student page the QR code opens, with the class and the code. */
  url: z.string(),
  /** ISO time the code changes at. */
  changesAt: z.string(),
});
export type CheckInCodeDto = z.infer<typeof checkInCodeDtoSchema>;

/** Two absences in a row, for the office (GET /course/attendance/follow-ups). */
export const followUpDtoSchema = z.object({
  _id: z.string(),
  student: personSchema,
  courseTitle: z.string(),
  batchStartsOn: z.string(),
  /** The two classes' days, YYYY-MM-DD. */
  dates: z.array(z.string()),
  /** The guardians' phones (ten digits), the first to call first. */
  guardianPhones: z.array(z.string()),
  createdAt: z.string(),
});
export type FollowUpDto = z.infer<typeof followUpDtoSchema>;
