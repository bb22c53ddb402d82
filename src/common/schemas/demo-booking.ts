import { z } from 'zod';
import { languageSchema } from './language';
import { mobileNumber } from './phone';
import { requiredText } from './required-text';

export const demoMessages = {
  name: 'Name is required.',
  phone: 'Enter valid contact number',
  batch: 'Choose a batch from the list.',
  courseMissing: 'Course not found.',
  batchFull: 'That batch is full. Please choose another one.',
  booked: 'Your demo class is booked. We will call you to confirm the day and time.',
} as const;

/**
 * POST /contact/demo (public): a free demo class of a course. `batchId` is the preferred batch,
 * empty for "any batch"; `website` is the honeypot of the other public forms; `language` is the
 * page's, which the visitor's confirmation is written in (English when left out).
 */
export const demoBookingSchema = z.object({
  courseId: z
    .string({ error: demoMessages.courseMissing })
    .min(1, demoMessages.courseMissing)
    .max(100),
  name: requiredText(demoMessages.name, 100),
  phone: mobileNumber(demoMessages.phone),
  batchId: z.string().max(100).optional(),
  website: z.string().max(200).optional(),
  language: languageSchema.optional(),
  /** The unticked "Send me updates on WhatsApp": ticked, an opt-in for the phone. */
  whatsappUpdates: z.boolean().optional(),
});
export type DemoBookingInput = z.input<typeof demoBookingSchema>;
