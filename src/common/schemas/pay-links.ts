import { z } from 'zod';

/** Paying a fee part at the desk's screen or its pay link by UPI: the id, the link, its QR. */
export const upiPaySchema = z.object({
  upiId: z.string(),
  /** `upi://pay?…` for exactly the amount; a phone's UPI app opens it. */
  uri: z.string(),
  /** The QR code of `uri`, a PNG data URL. */
  qr: z.string(),
});
export type UpiPay = z.infer<typeof upiPaySchema>;

/** What a pay link's page shows of one part of a student's fee (rupees, days YYYY-MM-DD). */
export const payLinkSchema = z.object({
  institute: z.string(),
  firstName: z.string(),
  courseTitle: z.string(),
  courseTitleHi: z.string().nullable(),
  /** "Part 2 of 4". */
  part: z.number(),
  parts: z.number(),
  dueOn: z.string(),
  state: z.enum(['paid', 'part_paid', 'due']),
  /** What is left of the part (with any late fee already charged). */
  outstanding: z.number(),
  /** The plan's late fee for the part and the last day without it; null for none. */
  lateFee: z.object({ amount: z.number(), after: z.string(), applies: z.boolean() }).nullable(),
  /** What paying the part takes today. */
  total: z.number(),
  /** The day of the payment that settled the part, once paid. */
  paidOn: z.string().nullable(),
  /** Null when the institute has no UPI id, or the part is paid. */
  upi: upiPaySchema.nullable(),
});
export type PayLink = z.infer<typeof payLinkSchema>;
