import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseFile, makeUser } from '../helpers/factories';
import { deskPay } from '../helpers/money';
import { waitForMail } from '../helpers/outbox';
import { paymentSignature, paymentWebhook, razorpaySite } from '../helpers/razorpay-site';
import { as, logIn } from '../helpers/requests';

const plan = {
  name: '40% at admission, then three monthly parts',
  parts: [
    { kind: 'percent', value: 40, due: 'admission' },
    { kind: 'percent', value: 20, due: 'months', after: 1 },
    { kind: 'percent', value: 20, due: 'months', after: 2 },
    { kind: 'percent', value: 20, due: 'months', after: 3 },
  ],
  remainderPart: 3,
  lateFee: { kind: 'flat', value: 150.5, afterDays: 5 },
};

/** What a QR code in a PNG data URL says. */
async function qrText(dataUrl: string) {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe("a fee part's pay link", () => {
  const clock = { today: '2026-02-12' };
  const ctx = razorpaySite({ today: () => clock.today });
  const tokenOf = (url: string) => url.split('/pay/')[1]!;
  const get = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/payment/pay-link/${token}` });
  const order = (token: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/payment/pay-link/${token}` });
  const verify = (token: string, orderId: string, paymentId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payment/pay-link/${token}/verify`,
      payload: {
        order_id: orderId,
        payment_id: paymentId,
        signature: paymentSignature(orderId, paymentId),
      },
    });

  async function admitted(firstPayment = 4000) {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_title: 'Tally Prime', course_price: 1_000_000 });
    const saved = await as(app, admin, {
      method: 'POST',
      url: `/api/v1/payment/plans/${course.id}`,
      payload: plan,
    });
    expect(saved.statusCode).toBe(200);
    const { user } = await makeUser(app.db, { userName: 'Asha Verma', mobileNo: '9812345678' });
    const paid = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: firstPayment,
      planId: saved.json().data._id,
    });
    expect(paid.statusCode).toBe(200);
    const feeId: string = paid.json().data._id;
    const parts = await app.db
      .selectFrom('fee_parts')
      .selectAll()
      .where('fee_id', '=', feeId)
      .orderBy('seq')
      .execute();
    const links = parts.map((part) => tokenOf(app.payLinks.url(part.id)));
    return { user, course, feeId, links };
  }
  const schedule = async (feeId: string) =>
    (
      await as(ctx.app, ctx.admin, { method: 'GET', url: `/api/v1/payment/schedule/${feeId}` })
    ).json().data;

  it('shows a part with its UPI QR for exactly its amount, settles that part and not another, and refuses to take it twice', async () => {
    const { app, admin } = ctx;
    for (const wrong of ['vidya.fees', 'vidya fees@okaxis', '@okaxis', 'vidya@ok-axis']) {
      const refused = await as(app, admin, {
        method: 'PATCH',
        url: '/api/v1/settings',
        payload: { upiId: wrong },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Enter a UPI id such as institute@okaxis (name@bank).');
    }
    const settings = await as(app, admin, {
      method: 'PATCH',
      url: '/api/v1/settings',
      payload: { upiId: 'vidya.fees@okaxis' },
    });
    expect(settings.statusCode).toBe(200);
    const { user, feeId, links } = await admitted();

    // The third part, while the second is still unpaid.
    const page = await get(links[2]!);
    expect(page.statusCode).toBe(200);
    const facts = page.json().data;
    expect(facts).toMatchObject({
      firstName: 'Asha',
      courseTitle: 'Tally Prime',
      part: 3,
      parts: 4,
      dueOn: '2026-03-10',
      state: 'due',
      outstanding: 2000,
      lateFee: { amount: 150.5, after: '2026-03-15', applies: false },
      total: 2000,
      paidOn: null,
    });
    expect(facts.upi.upiId).toBe('vidya.fees@okaxis');
    const said = await qrText(facts.upi.qr);
    expect(said).toBe(facts.upi.uri);
    const uri = new URL(said!);
    expect(uri.protocol).toBe('upi:');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      pa: 'vidya.fees@okaxis',
      pn: 'Vidya Computer Institute',
      am: '2000.00',
      cu: 'INR',
      tn: 'Asha fee part 3 of 4',
    });

    const opened = await order(links[2]!);
    expect(opened.statusCode).toBe(200);
    const { id: orderId, amount } = opened.json().data;
    expect(amount).toBe(200_000);
    // Asked again, the same open order is offered.
    expect((await order(links[2]!)).json().data.id).toBe(orderId);
    // Another part's link cannot verify this order.
    expect((await verify(links[1]!, orderId, 'pay_link_1')).statusCode).toBe(404);
    const verified = await verify(links[2]!, orderId, 'pay_link_1');
    expect(verified.statusCode).toBe(200);
    const receipt = await waitForMail(ctx.site, user.email, 'payment for a part of your fee');
    expect(receipt).toContain('Subject: Payment receipt: Tally Prime');
    expect(receipt).toContain('Amount: ₹2,000');
    // Razorpay's webhook about it changes nothing more.
    expect((await paymentWebhook(app, 'payment.captured', orderId, 'pay_link_1')).statusCode).toBe(
      200,
    );

    const after = await schedule(feeId);
    expect(after.paid).toBe(6000);
    expect(after.parts.map((p: { state: string }) => p.state)).toEqual([
      'paid',
      'due',
      'paid',
      'due',
    ]);
    const ledger = (
      await as(app, admin, { method: 'GET', url: '/api/v1/payment/dues?q=Asha' })
    ).json().data;
    expect(ledger.rows[0]).toMatchObject({ paid: 6000, outstanding: 4000, overdue: 2000 });

    const paidPage = (await get(links[2]!)).json().data;
    expect(paidPage).toMatchObject({
      state: 'paid',
      total: 0,
      paidOn: expect.any(String),
      upi: null,
    });
    const again = await order(links[2]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This part of the fee is already paid.');
    const payments = await app.db
      .selectFrom('payments')
      .select(['amount', 'status'])
      .where('user_id', '=', user.id)
      .execute();
    expect(payments).toHaveLength(2);
  });

  it("opens the course's files when a pay link settles the first part, and reopens them when it pays the overdue one", async () => {
    // The admission day at the desk.
    clock.today = '2026-01-10';
    const { app, admin } = ctx;
    const feeAccess = (graceDays: number) =>
      as(app, admin, {
        method: 'PATCH',
        url: '/api/v1/settings',
        payload: { feeAccess: { openFiles: 'first_part', graceDays } },
      });
    expect((await feeAccess(3)).statusCode).toBe(200);
    const { user, course, links } = await admitted(1000);
    await makeCourseFile(app, course.id, { kind: 'ppt' });
    const enrolled = async () =>
      Boolean(
        await app.db
          .selectFrom('enrollments')
          .select('user_id')
          .where('user_id', '=', user.id)
          .where('course_id', '=', course.id)
          .executeTakeFirst(),
      );
    const pay = async (token: string, paymentId: string) => {
      const { id } = (await order(token)).json().data;
      expect((await verify(token, id, paymentId)).statusCode).toBe(200);
    };
    expect(await enrolled()).toBe(false);
    await pay(links[0]!, 'pay_first_part');
    expect(await enrolled()).toBe(true);

    // The second part, due on 10 February, is four days overdue: past the grace of three.
    clock.today = '2026-02-14';
    const student = await logIn(app, user.email, 'Secret123');
    const files = () => as(app, student, { method: 'GET', url: `/api/v1/course/ppt/${course.id}` });
    expect((await files()).statusCode).toBe(403);
    await pay(links[1]!, 'pay_overdue_part');
    expect((await files()).statusCode).toBe(200);
    expect((await feeAccess(0)).statusCode).toBe(200);
  });

  it('adds the late fee once it applies, as a part of its own that the payment settles', async () => {
    clock.today = '2026-02-12';
    const { app } = ctx;
    const { feeId, links } = await admitted();
    const before = await get(links[1]!);
    expect(before.json().data).toMatchObject({
      lateFee: { amount: 150.5, after: '2026-02-15', applies: false },
      total: 2000,
    });
    expect((await schedule(feeId)).parts[1].lateFee).toEqual({
      amount: 150.5,
      after: '2026-02-15',
      applies: false,
    });
    clock.today = '2026-02-15';
    expect((await get(links[1]!)).json().data.total).toBe(2000);
    clock.today = '2026-02-16';
    const late = (await get(links[1]!)).json().data;
    expect(late).toMatchObject({ outstanding: 2000, total: 2150.5 });
    expect(late.lateFee.applies).toBe(true);

    const opened = (await order(links[1]!)).json().data;
    expect(opened.amount).toBe(215_050);
    // Paid, and only Razorpay's webhook tells the site.
    const hook = await paymentWebhook(app, 'payment.captured', opened.id, 'pay_late_1');
    expect(hook.statusCode).toBe(200);

    const after = await schedule(feeId);
    expect(after).toMatchObject({ fee: 10150.5, paid: 6150.5, balance: 4000 });
    expect(after.parts).toHaveLength(5);
    expect(
      after.parts.find((p: { lateFeeOf: number | null }) => p.lateFeeOf !== null),
    ).toMatchObject({
      amount: 150.5,
      lateFeeOf: 1,
      state: 'paid',
      dueOn: '2026-02-16',
    });
    expect(after.parts.find((p: { seq: number }) => p.seq === 1)).toMatchObject({
      state: 'paid',
      lateFee: null,
    });
    expect((await get(links[1]!)).json().data).toMatchObject({ state: 'paid', total: 0 });
    clock.today = '2026-02-12';
  });

  it('answers a tampered or unknown token with 404', async () => {
    const { links } = await admitted();
    const [body, mac] = links[0]!.split('.');
    const tampered = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}.${mac}`;
    for (const token of [tampered, 'not-a-token']) {
      const page = await get(token);
      expect(page.statusCode).toBe(404);
      expect(page.json().message).toBe(
        'This payment link is not valid. Please ask the institute for a new one.',
      );
      expect((await order(token)).statusCode).toBe(404);
    }
  });
});
