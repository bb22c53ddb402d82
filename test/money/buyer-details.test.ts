import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinMessages, gstinSchema } from '#common/schemas/gstin';
import { buyerMessages } from '#common/schemas/buyer';
import { makeCourse } from '../helpers/factories';
import { deskPay, documentPdf, setInvoicing, studentSession, UP_GSTIN } from '../helpers/money';
import { firstPageText } from '../helpers/pdf-reading';
import { as } from '../helpers/requests';
import { testDb } from '../helpers/test-app';
import { moneySite } from './money-site';

/** Real GSTINs' shapes: Maharashtra (27) and Delhi (07), with their right check characters. */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const DELHI_GSTIN = '07AAACV1234F1ZR';

describe('a GSTIN and its check character', () => {
  it('computes the check character of published GSTINs', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('takes a GSTIN typed in small letters and refuses a typing mistake or an unknown state', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe(MAHARASHTRA_GSTIN);
    const messageOf = (gstin: string) => gstinSchema.safeParse(gstin).error?.issues[0]?.message;
    expect(messageOf('27AAPFU0939F1ZW')).toBe(gstinMessages.check);
    expect(messageOf('27AAPFU0938F1ZV')).toBe(gstinMessages.check);
    expect(messageOf('27AAPFU0939F1Z')).toBe(gstinMessages.shape);
    expect(messageOf('99AAPFU0939F1ZV')).toBe(gstinMessages.shape);
    expect(messageOf('27AAPFU0939F0ZV')).toBe(gstinMessages.shape);
  });
});

describe(`buyers' billing details and GSTINs on their invoices (${testDb})`, () => {
  const ctx = moneySite();

  const checkout = (cookie: string, body: Record<string, unknown>) =>
    as(ctx.app, cookie, { method: 'POST', url: '/api/v1/payment/checkout', payload: body });
  const pay = async (cookie: string, orderId: string) => {
    const proof = await as(ctx.app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/test/pay',
      payload: { order_id: orderId },
    });
    return as(ctx.app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/verifyPayment',
      payload: proof.json().data,
    });
  };
  const invoiceOf = (userId: string) =>
    ctx.app.db
      .selectFrom('invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  const profileOf = (userId: string) =>
    ctx.app.db
      .selectFrom('users')
      .select(['address', 'state', 'gstin'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it('asks for the billing address and state from Rs 50,000, and keeps them on the order and the profile', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, { gstin: UP_GSTIN, state: 'Uttar Pradesh' });
    const dear = await makeCourse(app, { course_price: 5_000_000 });
    const buyer = await studentSession(app);

    const refused = await checkout(buyer.cookie, { courseId: dear.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      billingAddress: buyerMessages.address,
      billingState: buyerMessages.state,
    });
    const badState = await checkout(buyer.cookie, {
      courseId: dear.id,
      billingAddress: '4 Park Street',
      billingState: 'Atlantis',
    });
    expect(badState.statusCode).toBe(400);
    expect(badState.json().errors).toHaveProperty('billingState');

    const opened = await checkout(buyer.cookie, {
      courseId: dear.id,
      billingAddress: '4 Park Street, Kolkata',
      billingState: 'West Bengal',
    });
    expect(opened.statusCode).toBe(200);
    expect(await profileOf(buyer.user.id)).toEqual({
      address: '4 Park Street, Kolkata',
      state: 'West Bengal',
      gstin: null,
    });
    // Left out the next time, they come from the profile.
    const again = await checkout(buyer.cookie, { courseId: dear.id });
    expect(again.statusCode).toBe(200);
    expect((await pay(buyer.cookie, again.json().data.id)).statusCode).toBe(200);
    const invoice = await invoiceOf(buyer.user.id);
    expect(JSON.parse(invoice.recipient)).toMatchObject({
      address: '4 Park Street, Kolkata',
      state: 'West Bengal',
      gstin: null,
    });
    expect(invoice.igst).toBeGreaterThan(0);
    expect(invoice.cgst).toBe(0);
  });

  it('leaves the billing details optional below Rs 50,000', async () => {
    const cheap = await makeCourse(ctx.app, { course_price: 4_999_900 });
    const buyer = await studentSession(ctx.app);
    const res = await checkout(buyer.cookie, { courseId: cheap.id });
    expect(res.statusCode).toBe(200);
    const order = await ctx.app.db
      .selectFrom('payments')
      .select(['billing_address', 'billing_state', 'buyer_gstin'])
      .where('order_id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ billing_address: null, billing_state: null, buyer_gstin: null });
  });

  it('keeps a GSTIN on the profile, checked, and prints it with its state as the place of supply', async () => {
    const { app } = ctx;
    const buyer = await studentSession(app);
    const profile = (body: Record<string, unknown>) =>
      as(app, buyer.cookie, {
        method: 'PATCH',
        url: '/api/v1/user/updateProfile',
        payload: {
          email: buyer.user.email,
          userName: 'Kiran Traders',
          mobileNo: '9876501234',
          ...body,
        },
      });
    const typo = await profile({ gstin: '27AAPFU0939F1ZW' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors).toEqual({ gstin: gstinMessages.check });
    const elsewhere = await profile({ gstin: MAHARASHTRA_GSTIN, state: 'Goa' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ state: buyerMessages.gstinState });

    const saved = await profile({
      gstin: MAHARASHTRA_GSTIN.toLowerCase(),
      state: 'Maharashtra',
      address: '12 MG Road, Pune',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      gstin: MAHARASHTRA_GSTIN,
      state: 'Maharashtra',
      address: '12 MG Road, Pune',
    });
    // Left out, they stay.
    expect((await profile({})).json().data.gstin).toBe(MAHARASHTRA_GSTIN);

    const course = await makeCourse(app, { course_price: 100_000 });
    // A billing state other than the GSTIN's is refused at checkout.
    const wrongState = await checkout(buyer.cookie, {
      courseId: course.id,
      billingState: 'Kerala',
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().errors).toEqual({ billingState: buyerMessages.gstinState });
    const order = await checkout(buyer.cookie, { courseId: course.id });
    expect((await pay(buyer.cookie, order.json().data.id)).statusCode).toBe(200);
    const invoice = await invoiceOf(buyer.user.id);
    expect(JSON.parse(invoice.recipient)).toMatchObject({
      state: 'Maharashtra',
      gstin: MAHARASHTRA_GSTIN,
    });
    expect(invoice).toMatchObject({ cgst: 0, sgst: 0 });
    const text = await firstPageText((await documentPdf(app, buyer.cookie, invoice.id)).rawPayload);
    expect(text).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
    expect(text).toContain('IGST @ 18%');

    // Emptied, it is cleared.
    expect((await profile({ gstin: '' })).json().data.gstin).toBe('');
  });

  it('takes a GSTIN at the desk, keeps it, and invoices across states by it', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_price: 200_000 });
    const typo = await deskPay(app, admin, {
      email: 'desk.b2b@example.com',
      userName: 'Delhi Data Pvt Ltd',
      courseId: course.id,
      amount: 2000,
      gstin: '07AAACV1234F1ZS',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors).toEqual({ gstin: gstinMessages.check });
    const mismatch = await deskPay(app, admin, {
      email: 'desk.b2b@example.com',
      userName: 'Delhi Data Pvt Ltd',
      courseId: course.id,
      amount: 2000,
      state: 'Uttar Pradesh',
      gstin: DELHI_GSTIN,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ state: buyerMessages.gstinState });

    // The buyer's profile state is the institute's, but the GSTIN is Delhi's: IGST.
    const paid = await deskPay(app, admin, {
      email: 'desk.b2b@example.com',
      userName: 'Delhi Data Pvt Ltd',
      courseId: course.id,
      amount: 2000,
      address: 'Connaught Place',
      gstin: DELHI_GSTIN.toLowerCase(),
    });
    expect(paid.statusCode).toBe(200);
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'gstin'])
      .where('email', '=', 'desk.b2b@example.com')
      .executeTakeFirstOrThrow();
    expect(user.gstin).toBe(DELHI_GSTIN);
    const invoice = await invoiceOf(user.id);
    expect(JSON.parse(invoice.recipient)).toMatchObject({
      address: 'Connaught Place',
      state: 'Delhi',
      gstin: DELHI_GSTIN,
    });
    expect(invoice).toMatchObject({ cgst: 0, sgst: 0, igst: 30508 });

    const lookup = await as(app, admin, {
      method: 'GET',
      url: `/api/v1/payment/desk/student?email=desk.b2b@example.com`,
    });
    expect(lookup.json().data.user.gstin).toBe(DELHI_GSTIN);
  });
});
