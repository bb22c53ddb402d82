import { z } from 'zod';

export const PAYMENT_STATUSES = ['created', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What POST /payment/checkout answers: the provider's order and what its window needs. */
export const checkoutOrderSchema = z.object({
  id: z.string(),
  /** Paise. */
  amount: z.number(),
  currency: z.string(),
  key: z.string(),
  provider: z.enum(['test', 'razorpay']),
  courseTitle: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});

export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** A row of GET /payment: one order for a course, and what became of it. */
export const transactionSchema = z.object({
  _id: z.string(),
  courseId: z.object({ _id: z.string(), courseTitle: z.string() }),
  user: z.object({ _id: z.string(), userName: z.string(), email: z.string() }),
  /** Rupees. */
  amount: z.number(),
  currency: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentId: z.string(),
  orderId: z.string(),
  createdAt: z.string(),
});

export type Transaction = z.infer<typeof transactionSchema>;
