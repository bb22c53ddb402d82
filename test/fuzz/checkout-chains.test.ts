import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { lapseOrder, studentSession } from '../helpers/money';
import { paymentWebhook, razorpaySite, verifyPaid } from '../helpers/razorpay-site';
import { as } from '../helpers/requests';
import { moneySite } from '../money/money-site';

/** Chains in all: a few hundred in CI, thousands with `npm run fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const STUDENTS = 3;

type Step =
  | { kind: 'checkout'; student: number; coupon: boolean }
  | { kind: 'fail'; order: number }
  | { kind: 'lapse'; order: number }
  | { kind: 'pay'; order: number; via: 'verify' | 'webhook' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('checkout' as const),
    student: fc.nat(STUDENTS - 1),
    coupon: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('fail' as const), order: fc.nat(5) }),
  fc.record({ kind: fc.constant('lapse' as const), order: fc.nat(5) }),
  fc.record({
    kind: fc.constant('pay' as const),
    order: fc.nat(5),
    via: fc.constantFrom('verify' as const, 'webhook' as const),
  }),
);

const chain = fc.record({
  razorpay: fc.boolean(),
  maxUses: fc.integer({ min: 1, max: 2 }),
  perStudent: fc.constantFrom(1, null),
  steps: fc.array(step, { minLength: 1, maxLength: 10 }),
});

type Chain = typeof chain extends fc.Arbitrary<infer T> ? T : never;

const checkoutThenFailThenPay: Chain = {
  razorpay: false,
  maxUses: 1,
  perStudent: 1,
  steps: [
    { kind: 'checkout', student: 0, coupon: true },
    { kind: 'fail', order: 0 },
    { kind: 'checkout', student: 1, coupon: true },
    { kind: 'pay', order: 0, via: 'verify' },
    { kind: 'pay', order: 1, via: 'verify' },
  ],
};
const checkoutTwiceThenPayBoth: Chain = {
  razorpay: true,
  maxUses: 2,
  perStudent: 1,
  steps: [
    { kind: 'checkout', student: 0, coupon: false },
    { kind: 'checkout', student: 0, coupon: true },
    { kind: 'pay', order: 0, via: 'verify' },
    { kind: 'pay', order: 1, via: 'webhook' },
  ],
};

interface Site {
  app: FastifyInstance;
  admin: string;
  students: { id: string; cookie: string }[];
}

/**
 * Chains of checkouts, failures, lapsed holds and payments by a few students for one course and
 * one limited coupon, on the built-in test provider and on Razorpay (which takes a payment for
 * any order it made, whenever): no answer is a 5xx, no coupon is used past its limits, and no
 * student pays for, is enrolled in or is invoiced for the course twice.
 */
describe('fuzzing checkout chains', () => {
  const test = moneySite();
  const razorpay = razorpaySite();
  const sites: Record<'test' | 'razorpay', Site> = {} as never;
  let serial = 0;

  beforeAll(async () => {
    for (const [name, ctx] of [
      ['test', test],
      ['razorpay', razorpay],
    ] as const) {
      const students = [];
      for (let i = 0; i < STUDENTS; i++) {
        const { user, cookie } = await studentSession(ctx.app);
        students.push({ id: user.id, cookie });
      }
      sites[name] = { app: ctx.app, admin: ctx.admin, students };
    }
  });

  async function run({ razorpay: real, maxUses, perStudent, steps }: Chain) {
    const { app, admin, students } = sites[real ? 'razorpay' : 'test'];
    const code = `CHAIN${++serial}`;
    // A stored key stands in for the thumbnail: making pictures would take most of a chain's time.
    const course = await makeCourse(app, {
      course_price: 400_000,
      course_thumbnail: 'courses/chain.webp',
    });
    const made = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/payment/coupons',
      payload: { code, kind: 'percent', value: 50, maxUses, perStudent },
    });
    expect(made.statusCode, made.body).toBe(200);
    const orders: { id: string; cookie: string }[] = [];
    const answers: LightMyRequestResponse[] = [];
    const send = async (request: Promise<LightMyRequestResponse>) => {
      const res = await request;
      answers.push(res);
      return res;
    };
    for (const action of steps) {
      if (action.kind === 'checkout') {
        const { cookie } = students[action.student]!;
        const res = await send(
          as(app, cookie, {
            method: 'POST',
            url: '/api/v1/payment/checkout',
            payload: { courseId: course.id, ...(action.coupon ? { couponCode: code } : {}) },
          }),
        );
        if (res.statusCode === 200) orders.push({ id: res.json().data.id, cookie });
        continue;
      }
      const order = orders[action.order % Math.max(orders.length, 1)];
      if (!order) continue;
      const paymentId = `pay_${serial}_${answers.length}`;
      if (action.kind === 'lapse') await lapseOrder(app.db, order.id);
      else if (action.kind === 'fail') {
        await send(
          real
            ? paymentWebhook(app, 'payment.failed', order.id, paymentId)
            : as(app, order.cookie, {
                method: 'POST',
                url: '/api/v1/payment/test/fail',
                payload: { order_id: order.id },
              }),
        );
      } else if (real) {
        await send(
          action.via === 'webhook'
            ? paymentWebhook(app, 'payment.captured', order.id, paymentId)
            : verifyPaid(app, order.cookie, order.id, paymentId),
        );
      } else {
        const proof = await send(
          as(app, order.cookie, {
            method: 'POST',
            url: '/api/v1/payment/test/pay',
            payload: { order_id: order.id },
          }),
        );
        if (proof.statusCode === 200) {
          await send(
            as(app, order.cookie, {
              method: 'POST',
              url: '/api/v1/payment/verifyPayment',
              payload: proof.json().data,
            }),
          );
        }
      }
    }
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
    await expectInvariants(app, course.id, code, { maxUses, perStudent });
  }

  async function expectInvariants(
    app: FastifyInstance,
    courseId: string,
    code: string,
    limits: { maxUses: number; perStudent: number | null },
  ) {
    const coupon = await app.db
      .selectFrom('coupons')
      .select(['id', 'uses'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const used = await app.db
      .selectFrom('coupon_redemptions')
      .select(['user_id', 'payment_id'])
      .where('coupon_id', '=', coupon.id)
      .where('status', '=', 'used')
      .execute();
    expect(used.length).toBeLessThanOrEqual(limits.maxUses);
    expect(Number(coupon.uses)).toBe(used.length);
    if (limits.perStudent !== null) {
      for (const { user_id } of used) {
        const theirs = used.filter((row) => row.user_id === user_id);
        expect(theirs.length).toBeLessThanOrEqual(limits.perStudent);
      }
    }
    const { rows } = await sql<{
      user_id: string;
      paid: number;
      enrolled: number;
      documents: number;
    }>`
      select u.id as user_id,
        (select count(*) from payments p where p.user_id = u.id and p.course_id = ${courseId}
          and p.status = 'paid') as paid,
        (select count(*) from enrollments e where e.user_id = u.id and e.course_id = ${courseId}) as enrolled,
        (select count(*) from invoices i where i.user_id = u.id and i.course_id = ${courseId}) as documents
      from users u`.execute(app.db);
    for (const row of rows) {
      const paid = Number(row.paid);
      expect(paid, `paid orders of ${row.user_id}`).toBeLessThanOrEqual(1);
      expect(Number(row.enrolled)).toBe(paid);
      expect(Number(row.documents)).toBe(paid);
    }
  }

  it(
    'never uses a coupon past its limits, nor settles a course twice',
    async () => {
      await fc.assert(fc.asyncProperty(chain, run), {
        numRuns: RUNS,
        examples: [[checkoutThenFailThenPay], [checkoutTwiceThenPayBoth]],
      });
    },
    RUNS * 1000,
  );
});
