import { couponState } from '#common/coupons';
import { indiaToday } from '#common/format';
import type { z } from 'zod';
import type { couponSchema, DeskStudentLookup } from '#common/schemas/money';
import type { Transaction } from '#common/schemas/payments';
import { isPastExpiry } from '#server/db/order-expiry';
import type { User } from '#server/db/schema';
import type { CouponRow } from './coupon-repo';
import type { withDocuments } from './transactions';
import { refundNotes } from './refunds';

type TransactionRow = Awaited<ReturnType<typeof withDocuments>>[number];

/** An order as the admins' transactions table shows it. */
export const transactionDto = (row: TransactionRow): Transaction => ({
  _id: row.id,
  courseId: { _id: row.course_id, courseTitle: row.course_title },
  user: { _id: row.user_id, userName: row.user_name, email: row.email },
  amount: row.amount / 100,
  currency: row.currency,
  paymentStatus: row.status,
  expired: row.status === 'created' && isPastExpiry(row),
  paymentId: row.payment_id ?? '',
  orderId: row.order_id,
  createdAt: row.created_at,
  mode: row.mode,
  reference: row.reference ?? '',
  recordedBy: row.recorded_by_name ?? '',
  paidOn: row.paid_on ?? '',
  discount: row.discount / 100,
  couponCode: row.coupon_code ?? '',
  refund: row.refund_reason ? refundNotes[row.refund_reason] : '',
  documents: row.documents.map((doc) => ({ _id: doc.id, number: doc.number, kind: doc.kind })),
});

/** A student as the front desk finds them by e-mail. */
export const deskStudentDto = (
  user: User,
  enrolledCourse: string[],
): NonNullable<DeskStudentLookup['user']> => ({
  _id: user.id,
  userName: user.user_name,
  email: user.email,
  mobileNo: user.mobile_no ?? '',
  address: user.address ?? '',
  state: user.state ?? '',
  gstin: user.gstin ?? '',
  enrolledCourse,
});

/** A coupon as the admins' list shows it, with its state today (India's day). */
export function couponDto(row: CouponRow): z.input<typeof couponSchema> {
  const coupon = {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'flat' ? row.value / 100 : row.value,
    course: row.course_id ? { _id: row.course_id, courseTitle: row.course_title ?? '' } : null,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    maxUses: row.max_uses,
    perStudent: row.per_student,
    uses: Number(row.uses),
    active: Boolean(row.active),
    createdBy: row.created_by_name,
    createdAt: row.created_at,
  };
  return { ...coupon, state: couponState(coupon, indiaToday()) };
}
