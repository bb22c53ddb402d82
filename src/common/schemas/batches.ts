import { z } from 'zod';
import { BATCH_MODES, WEEKDAYS } from '../batches';
import { calendarDay } from './enquiries';
import { hindiTwin } from './hindi-text';
import { oneLine } from './required-text';

export const batchMessages = {
  days: 'Choose at least one day.',
  time: 'Enter a time like 18:30.',
  endAfterStart: 'The class must end after it starts.',
  mode: 'Choose online or offline.',
  seats: 'Enter the seats, 1 to 500.',
  seatsTaken: 'Seats taken must be between 0 and the seats.',
  place: 'Enter the address of the classroom.',
  link: 'Enter the meeting link (https://…).',
  notFound: 'Batch not found.',
} as const;

const time = z
  .string({ error: batchMessages.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, batchMessages.time);
const seats = (message: string, min: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(500, message);

const place = oneLine(
  z.string({ error: batchMessages.place }).trim().max(300, 'At most 300 characters.'),
);

/**
 * POST /course/batches/{courseId}, PATCH /course/batch/{id} (admin). A classroom's address may
 * carry its Hindi (decision 045); an online batch's place is a link, which has none.
 */
export const batchSchema = z
  .object({
    startsOn: calendarDay,
    days: z
      .array(z.enum(WEEKDAYS, { error: batchMessages.days }), { error: batchMessages.days })
      .min(1, batchMessages.days),
    startTime: time,
    endTime: time,
    mode: z.enum(BATCH_MODES, { error: batchMessages.mode }),
    seats: seats(batchMessages.seats, 1),
    seatsTaken: seats(batchMessages.seatsTaken, 0),
    place,
    placeHi: hindiTwin(place),
  })
  .superRefine((batch, ctx) => {
    if (batch.endTime <= batch.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: batchMessages.endAfterStart });
    if (batch.seatsTaken > batch.seats)
      ctx.addIssue({ code: 'custom', path: ['seatsTaken'], message: batchMessages.seatsTaken });
    if (batch.mode === 'online' && !/^https:\/\/\S+$/.test(batch.place))
      ctx.addIssue({ code: 'custom', path: ['place'], message: batchMessages.link });
    if (batch.mode === 'offline' && batch.place === '')
      ctx.addIssue({ code: 'custom', path: ['place'], message: batchMessages.place });
  });
export type BatchInput = z.input<typeof batchSchema>;
export type BatchFields = z.output<typeof batchSchema>;

export const batchDtoSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  /** YYYY-MM-DD. */
  startsOn: z.string(),
  days: z.array(z.enum(WEEKDAYS)),
  startTime: z.string(),
  endTime: z.string(),
  mode: z.enum(BATCH_MODES),
  seats: z.number(),
  seatsTaken: z.number(),
  seatsLeft: z.number(),
  /** The classroom's address, or the meeting link of an online batch (empty unless bought). */
  place: z.string(),
  /** The classroom's address in Hindi; null where there is none, and for an online batch. */
  placeHi: z.string().nullable(),
});
export type BatchDto = z.infer<typeof batchDtoSchema>;
