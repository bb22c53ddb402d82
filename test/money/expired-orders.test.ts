import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EXPIRY_HOURS } from '#server/db/order-expiry';
import { reconcileStaleOrders } from '#server/features/payments/settle';
import { makeCourse } from '../helpers/factories';
import { studentSession } from '../helpers/money';
import { waitForMail } from '../helpers/outbox';
import { paymentWebhook, razorpaySite } from '../helpers/razorpay-site';
import { as } from '../helpers/requests';
import { testDb } from '../helpers/test-app';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe(`orders left unpaid past their expiry (${testDb})`, () => {
  const ctx = razorpaySite();
  let courseId: string;

  beforeAll(async () => {
    courseId = (await makeCourse(ctx.app, { course_price: 250_000 })).id;
  });

  /** A new student's order for the course, made `hours` ago. */
  async function orderMade(hours: number) {
    const buyer = await studentSession(ctx.app);
    const res = await as(ctx.app, buyer.cookie, {
      method: 'POST',
      url: '/api/v1/payment/checkout',
      payload: { courseId },
    });
    const orderId = (res.json().data as { id: string }).id;
    await ctx.app.db
      .updateTable('payments')
      .set({ created_at: hoursAgo(hours) })
      .where('order_id', '=', orderId)
      .execute();
    return { ...buyer, orderId };
  }

  const order = (orderId: string) =>
    ctx.app.db
      .selectFrom('payments')
      .select(['status', 'refund_reason', 'expired_at'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();

  const listed = async (query = '') => {
    const res = await as(ctx.app, ctx.admin, {
      method: 'GET',
      url: `/api/v1/payment?${query}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data.data as { orderId: string; expired: boolean }[]).map((row) => ({
      orderId: row.orderId,
      expired: row.expired,
    }));
  };

  it('keeps an expired order out of Transaction History unless asked for, and marks it', async () => {
    const fresh = await orderMade(1);
    const stale = await orderMade(ORDER_EXPIRY_HOURS + 1);
    const all = await listed();
    expect(all).toContainEqual({ orderId: fresh.orderId, expired: false });
    expect(all.map((row) => row.orderId)).not.toContain(stale.orderId);
    expect((await listed('status=created')).map((row) => row.orderId)).toEqual(
      expect.arrayContaining([fresh.orderId]),
    );
    expect((await listed('status=created')).map((row) => row.orderId)).not.toContain(stale.orderId);
    expect(await listed('status=expired')).toContainEqual({
      orderId: stale.orderId,
      expired: true,
    });
    expect((await listed('status=expired')).map((row) => row.orderId)).not.toContain(fresh.orderId);
  });

  it('leaves an expired order off the student’s page', async () => {
    const fresh = await orderMade(2);
    const stale = await orderMade(ORDER_EXPIRY_HOURS + 2);
    await ctx.app.db
      .updateTable('payments')
      .set({ user_id: fresh.user.id })
      .where('order_id', '=', stale.orderId)
      .execute();
    const res = await as(ctx.app, ctx.admin, {
      method: 'GET',
      url: `/api/v1/user/students/${fresh.user.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payments).toHaveLength(1);
  });

  it('counts expired orders in the CSV only when asked for', async () => {
    const stale = await orderMade(ORDER_EXPIRY_HOURS + 3);
    const csv = (query: string) =>
      as(ctx.app, ctx.admin, { method: 'GET', url: `/api/v1/payment/export.csv${query}` });
    expect((await csv('')).body).not.toContain(stale.orderId);
    const expired = (await csv('?status=expired')).body;
    expect(expired).toContain(stale.orderId);
    expect(expired).toMatch(new RegExp(`expired,[^\\n]*${stale.orderId}`));
  });

  it('asks the gateway about an expired order a last time, then marks it and asks no more', async () => {
    const stale = await orderMade(ORDER_EXPIRY_HOURS + 4);
    await reconcileStaleOrders(ctx.app);
    const marked = await order(stale.orderId);
    expect(marked.status).toBe('created');
    expect(marked.expired_at).not.toBeNull();
    // A payment taken after that is not found by reconciliation, only by Razorpay's webhook.
    ctx.razorpay.setPayments(stale.orderId, [{ id: 'pay_after_expiry', status: 'captured' }]);
    await reconcileStaleOrders(ctx.app);
    expect((await order(stale.orderId)).status).toBe('created');
  });

  it('flags a late payment for an expired order for refund instead of settling it', async () => {
    const stale = await orderMade(ORDER_EXPIRY_HOURS + 5);
    const res = await paymentWebhook(ctx.app, 'payment.captured', stale.orderId, 'pay_too_late');
    expect(res.statusCode).toBe(200);
    expect(await order(stale.orderId)).toMatchObject({
      status: 'failed',
      refund_reason: 'order_expired',
    });
    const enrolled = await ctx.app.db
      .selectFrom('enrollments')
      .select('user_id')
      .where('user_id', '=', stale.user.id)
      .execute();
    expect(enrolled).toEqual([]);
    // The student is told why, and that the payment comes back.
    await waitForMail(ctx.site, stale.user.email, 'after this order had expired');
    const listedRow = (await listed(`status=failed`)).find((row) => row.orderId === stale.orderId);
    expect(listedRow).toEqual({ orderId: stale.orderId, expired: false });
  });

  it('still settles a payment that reconciliation finds before the expiry', async () => {
    const recent = await orderMade(ORDER_EXPIRY_HOURS - 1);
    ctx.razorpay.setPayments(recent.orderId, [{ id: 'pay_in_time', status: 'captured' }]);
    await reconcileStaleOrders(ctx.app);
    expect(await order(recent.orderId)).toMatchObject({ status: 'paid', refund_reason: null });
  });
});
