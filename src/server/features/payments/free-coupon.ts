import type { Db } from '#server/db/database';
import type { Coupon } from '#server/db/schema';
import { newId } from '#server/db/time';
import { holdCoupon, releaseHolds, useCoupon } from './coupons';
import { enroll, insertPayment } from './repo';

/**
 * A 100% code: no payment window. A ₹0 payment records the use (mode `coupon`), the coupon is
 * taken under its lock like any other, the student's open orders for the course give back their
 * holds, and the student is enrolled (source `free`), together.
 * Answers the order id of the ₹0 payment.
 */
export async function enrollWithFreeCoupon(
  db: Db,
  userId: string,
  course: { id: string; course_price: number },
  coupon: Coupon,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const payment = await insertPayment(trx, {
      user_id: userId,
      course_id: course.id,
      amount: 0,
      provider: 'coupon',
      order_id: `free_${newId()}`,
      status: 'paid',
      mode: 'coupon',
      coupon_id: coupon.id,
      discount: course.course_price,
    });
    await releaseHolds(trx, userId, course.id);
    await holdCoupon(trx, coupon, { paymentId: payment.id, userId, courseId: course.id });
    await useCoupon(trx, payment.id);
    await enroll(trx, {
      user_id: userId,
      course_id: course.id,
      source: 'free',
      reason: `Coupon ${coupon.code}`,
    });
    return payment.order_id;
  });
}
