import type { FastifyInstance } from 'fastify';
import { defaultSiteSettings, type Invoicing } from '#common/site-settings';
import type { Db } from '#server/db/database';
import { makePayment, makeUser } from './factories';
import { as, logIn } from './requests';

/** Sets the institute's invoicing facts (GSTIN, state, GST in or on top of prices). */
export async function setInvoicing(
  app: FastifyInstance,
  admin: string,
  changes: Partial<Invoicing>,
) {
  const res = await as(app, admin, {
    method: 'PATCH',
    url: '/api/v1/settings',
    payload: { invoicing: { ...defaultSiteSettings.invoicing, ...changes } },
  });
  if (res.statusCode !== 200) throw new Error(`settings not saved: ${res.body}`);
}

/** A registered institute in Uttar Pradesh (its GSTIN starts with 09). */
export const UP_GSTIN = '09AAACV1234F1ZN';

/** A student account and its session. */
export async function studentSession(app: FastifyInstance, overrides: { email?: string } = {}) {
  const { user, password } = await makeUser(app.db, overrides);
  return { user, cookie: await logIn(app, user.email, password) };
}

export const deskPay = (app: FastifyInstance, admin: string, body: Record<string, unknown>) =>
  as(app, admin, {
    method: 'POST',
    url: '/api/v1/payment/desk',
    payload: { mode: 'cash', paidOn: '2026-01-10', ...body },
  });

/** POST /payment/desk/enroll: a place without payment, for the reason the body gives. */
export const deskEnroll = (app: FastifyInstance, admin: string, body: Record<string, unknown>) =>
  as(app, admin, { method: 'POST', url: '/api/v1/payment/desk/enroll', payload: body });

/** Opens an order (with a code, if given) and pays it through the built-in test provider. */
export async function buyOnline(
  app: FastifyInstance,
  cookie: string,
  courseId: string,
  couponCode?: string,
) {
  const order = await as(app, cookie, {
    method: 'POST',
    url: '/api/v1/payment/checkout',
    payload: { courseId, ...(couponCode ? { couponCode } : {}) },
  });
  if (order.statusCode !== 200) return order;
  const { id, provider } = order.json().data;
  if (provider === 'free') return order;
  const proof = await as(app, cookie, {
    method: 'POST',
    url: '/api/v1/payment/test/pay',
    payload: { order_id: id },
  });
  return as(app, cookie, {
    method: 'POST',
    url: '/api/v1/payment/verifyPayment',
    payload: proof.json().data,
  });
}

/** Half an hour passes for an order: its payment window closes and its coupon hold lapses. */
export async function lapseOrder(db: Db, orderId: string) {
  const payment = await db
    .updateTable('payments')
    .set({ created_at: new Date(Date.now() - 31 * 60_000).toISOString() })
    .where('order_id', '=', orderId)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('coupon_redemptions')
    .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
    .where('payment_id', '=', payment.id)
    .execute();
}

/** The logged-in student's fees and documents. */
export const myMoney = async (app: FastifyInstance, cookie: string) =>
  (await as(app, cookie, { method: 'GET', url: '/api/v1/payment/mine' })).json().data as {
    fees: { courseId: string; fee: number; paid: number; balance: number; hasAccess: boolean }[];
    documents: { _id: string; number: string; kind: string; total: number }[];
  };

export const documentPdf = (app: FastifyInstance, cookie: string, id: string) =>
  as(app, cookie, { method: 'GET', url: `/api/v1/payment/documents/${id}/pdf` });

interface Order {
  userId: string;
  courseId: string;
}

/**
 * Three online orders either side of the financial year's end in India: 4999.00 paid on 31 March
 * at 23:00 (2025-26), 1500.50 paid on 1 April at 00:30 (2026-27), 999.00 failed on 2 April.
 */
export async function paymentsAroundYearEnd(db: Db, orders: [Order, Order, Order]): Promise<void> {
  const [lastOfYear, firstOfNext, failed] = orders;
  await makePayment(db, lastOfYear.userId, lastOfYear.courseId, {
    amount: 499900,
    createdAt: '2026-03-31T17:30:00.000Z',
  });
  await makePayment(db, firstOfNext.userId, firstOfNext.courseId, {
    amount: 150050,
    createdAt: '2026-03-31T19:00:00.000Z',
  });
  await makePayment(db, failed.userId, failed.courseId, {
    amount: 99900,
    status: 'failed',
    createdAt: '2026-04-02T05:00:00.000Z',
  });
}
