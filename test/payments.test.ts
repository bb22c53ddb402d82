import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from './helpers/factories';
import { adminSession } from './helpers/catalogue';
import { outboxMails, waitForMail } from './helpers/outbox';
import { as, logIn, registerStudent, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

describe('payments with the built-in test provider', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let buyer: string;
  let other: string;
  let courseId: string;
  let hiddenId: string;

  const checkout = (cookie: string | undefined, body: Record<string, unknown>) =>
    as(app, cookie, { method: 'POST', url: '/api/v1/payment/checkout', payload: body });
  const verify = (cookie: string, body: Record<string, string>) =>
    as(app, cookie, { method: 'POST', url: '/api/v1/payment/verifyPayment', payload: body });
  const enrolled = async (cookie: string) =>
    (await as(app, cookie, { method: 'GET', url: '/api/v1/user/profile' })).json().data
      .enrolledCourse as string[];

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    courseId = (await makeCourse(app, { course_title: 'Python Programming', course_price: 499950 }))
      .id;
    hiddenId = (await makeCourse(app, { course_title: 'Draft', published: false })).id;
    await registerStudent(app, { email: 'buyer@example.com' });
    await registerStudent(app, { email: 'other@example.com' });
    buyer = await logIn(app, 'buyer@example.com', student.password);
    other = await logIn(app, 'other@example.com', student.password);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('refuses checkout to visitors, for unknown and unpublished courses', async () => {
    expect((await checkout(undefined, { courseId })).statusCode).toBe(401);
    expect((await checkout(buyer, { courseId: hiddenId })).statusCode).toBe(404);
    expect((await checkout(buyer, { courseId: 'nope' })).statusCode).toBe(404);
    expect((await checkout(buyer, {})).statusCode).toBe(400);
  });

  it('takes the amount from the database, never from the client', async () => {
    const res = await checkout(buyer, { courseId, amount: 1, coursePrice: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      amount: 499950,
      currency: 'INR',
      provider: 'test',
      key: 'test_mode',
      courseTitle: 'Python Programming',
    });
    const row = await app.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount: 499950, status: 'created' });
  });

  it("refuses a forged signature, another buyer's order and a replayed signature", async () => {
    const order = (await checkout(buyer, { courseId })).json().data;
    const forged = await verify(buyer, {
      order_id: order.id,
      payment_id: 'pay_x',
      signature: 'ab'.repeat(32),
    });
    expect(forged.statusCode).toBe(400);
    const paid = (
      await as(app, other, {
        method: 'POST',
        url: '/api/v1/payment/test/pay',
        payload: { order_id: order.id },
      })
    ).statusCode;
    expect(paid).toBe(404);

    const otherOrder = (await checkout(other, { courseId })).json().data;
    const otherPay = (
      await as(app, other, {
        method: 'POST',
        url: '/api/v1/payment/test/pay',
        payload: { order_id: otherOrder.id },
      })
    ).json().data;
    const stolen = await verify(buyer, otherPay);
    expect(stolen.statusCode).toBe(404);
    const replay = await verify(buyer, { ...otherPay, order_id: order.id });
    expect(replay.statusCode).toBe(400);
    expect(await enrolled(buyer)).toEqual([]);
  });

  it('enrolls once on a valid signature, sends a receipt, and refuses a second purchase', async () => {
    const order = (await checkout(buyer, { courseId })).json().data;
    const pay = await as(app, buyer, {
      method: 'POST',
      url: '/api/v1/payment/test/pay',
      payload: { order_id: order.id },
    });
    const proof = pay.json().data;
    const ok = await verify(buyer, proof);
    expect(ok.json()).toEqual({ success: true, message: 'Payment successful', data: { courseId } });
    const again = await verify(buyer, proof);
    expect(again.statusCode).toBe(200);
    expect(await enrolled(buyer)).toEqual([courseId]);
    const enrollments = await app.db
      .selectFrom('enrollments')
      .selectAll()
      .where('course_id', '=', courseId)
      .execute();
    expect(enrollments).toHaveLength(1);
    expect((await checkout(buyer, { courseId })).statusCode).toBe(409);

    const mail = await waitForMail(
      site,
      'buyer@example.com',
      'Payment receipt: Python Programming',
    );
    expect(mail).toContain(proof.payment_id);
    const receipts = (await outboxMails(site)).filter((raw) => raw.includes('Payment receipt'));
    expect(receipts).toHaveLength(1);
  });

  it('leaves a failed payment unbought, and shows the admin every transaction', async () => {
    const order = (await checkout(other, { courseId })).json().data;
    const failed = await as(app, other, {
      method: 'POST',
      url: '/api/v1/payment/test/fail',
      payload: { order_id: order.id },
    });
    expect(failed.statusCode).toBe(200);
    expect(await enrolled(other)).toEqual([]);

    expect(
      (await as(app, undefined, { method: 'GET', url: '/api/v1/payment?page=1' })).statusCode,
    ).toBe(401);
    expect(
      (await as(app, buyer, { method: 'GET', url: '/api/v1/payment?page=1' })).statusCode,
    ).toBe(403);
    const list = await as(app, admin, { method: 'GET', url: '/api/v1/payment?page=1' });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.data as {
      paymentStatus: string;
      courseId: { courseTitle: string };
      amount: number;
    }[];
    expect(list.json().data.pages).toBe(1);
    // Each student's checkouts for the course reused their one open order.
    expect(rows.map((r) => r.paymentStatus).sort()).toEqual(['failed', 'paid']);
    expect(rows.find((r) => r.paymentStatus === 'paid')).toMatchObject({
      amount: 4999.5,
      courseId: { courseTitle: 'Python Programming' },
    });
  });
});
