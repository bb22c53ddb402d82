import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { settlePaid } from '#server/features/payments/settle';
import { as } from '../helpers/requests';
import {
  buyOnline,
  deskPay,
  documentPdf,
  myMoney,
  setInvoicing,
  studentSession,
  UP_GSTIN,
} from '../helpers/money';
import { waitForMail } from '../helpers/outbox';
import { firstPageText } from '../helpers/pdf-reading';
import { startApp, testDb } from '../helpers/test-app';
import { moneySite } from './money-site';

describe('GST invoices and receipts', () => {
  const ctx = moneySite();
  afterEach(() => vi.useRealTimers());

  const invoicesOf = (userId: string) =>
    ctx.app.db
      .selectFrom('invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('kind', 'desc')
      .execute();

  it('prints CGST and SGST within the state, IGST across states, and amounts in words', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, {
      gstin: UP_GSTIN,
      state: 'Uttar Pradesh',
      legalName: 'Vidya Computer Education Pvt Ltd',
    });
    const course = await makeCourse(app, { course_title: 'Web Design', course_price: 499950 });

    const local = await studentSession(app);
    await app.db
      .updateTable('users')
      .set({ state: 'Uttar Pradesh', address: '5 Civil Lines' })
      .where('id', '=', local.user.id)
      .execute();
    expect((await buyOnline(app, local.cookie, course.id)).statusCode).toBe(200);
    const [localDoc] = (await myMoney(app, local.cookie)).documents;
    expect(localDoc).toMatchObject({ kind: 'invoice', total: 4999.5 });
    expect(localDoc!.number).toMatch(/^VCI\/\d{4}\/\d{6}$/);
    const pdf = await documentPdf(app, local.cookie, localDoc!._id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Long lines wrap: the words of each part may stand on two lines.
    const text = (await firstPageText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const part of [
      'TAX INVOICE',
      'Vidya Computer Education Pvt Ltd',
      `GSTIN: ${UP_GSTIN}`,
      localDoc!.number,
      'SAC',
      '999293',
      'Course fee: Web Design',
      'State: Uttar Pradesh',
      '5 Civil Lines',
      'Taxable value',
      '4,236.86',
      'CGST @ 9%',
      '381.32',
      'SGST @ 9%',
      '381.32',
      '4,999.50',
      'Rupees Four Thousand Nine Hundred Ninety Nine and Fifty Paise Only',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('IGST');

    const away = await studentSession(app);
    await app.db
      .updateTable('users')
      .set({ state: 'Maharashtra' })
      .where('id', '=', away.user.id)
      .execute();
    await buyOnline(app, away.cookie, course.id);
    const [awayDoc] = await invoicesOf(away.user.id);
    expect(awayDoc).toMatchObject({
      taxable: 423686,
      cgst: 0,
      sgst: 0,
      igst: 76264,
      total: 499950,
    });
    const awayText = await firstPageText(
      (await documentPdf(app, away.cookie, awayDoc!.id)).rawPayload,
    );
    expect(awayText).toContain('IGST @ 18%');
    expect(awayText).toContain('762.64');
    expect(awayText).toContain('Place of supply');
    expect(awayText).not.toContain('CGST');

    // Only its student and admins may download it.
    expect((await documentPdf(app, away.cookie, localDoc!._id)).statusCode).toBe(404);
    expect((await documentPdf(app, admin, localDoc!._id)).statusCode).toBe(200);
    expect((await documentPdf(app, undefined as unknown as string, localDoc!._id)).statusCode).toBe(
      401,
    );

    // The receipt e-mail carries the PDF.
    const mail = await waitForMail(ctx.site, away.user.email, 'Payment receipt');
    expect(mail).toContain('Content-Type: application/pdf');
    expect(mail).toContain(`${awayDoc!.number.replace(/\//g, '-')}.pdf`);
  });

  it('without a GSTIN issues receipts with no tax lines', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, { gstin: '' });
    const course = await makeCourse(app, { course_price: 250000 });
    const { user, cookie } = await studentSession(app);
    await buyOnline(app, cookie, course.id);
    const [doc] = await invoicesOf(user.id);
    expect(doc).toMatchObject({ kind: 'receipt', taxable: 250000, cgst: 0, sgst: 0, igst: 0 });
    expect(doc!.number).toMatch(/^VCI\/\d{4}\/R\d{5}$/);
    const text = await firstPageText((await documentPdf(app, cookie, doc!.id)).rawPayload);
    expect(text).toContain('RECEIPT');
    expect(text).toContain('Rupees Two Thousand Five Hundred Only');
    for (const absent of ['GST', 'SAC', 'Taxable', 'TAX INVOICE'])
      expect(text).not.toContain(absent);
  });

  it('gives part payments a receipt each and the invoice for the whole fee when it is complete', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, { gstin: UP_GSTIN });
    const course = await makeCourse(app, { course_price: 900000 });
    const { user, cookie } = await studentSession(app);
    await deskPay(app, admin, { email: user.email, courseId: course.id, amount: 3000 });
    await deskPay(app, admin, { email: user.email, courseId: course.id, amount: 3000.33 });
    expect((await invoicesOf(user.id)).map((d) => [d.kind, d.total])).toEqual([
      ['receipt', 300000],
      ['receipt', 300033],
    ]);
    await deskPay(app, admin, { email: user.email, courseId: course.id, amount: 2999.67 });
    const docs = await invoicesOf(user.id);
    expect(docs.map((d) => [d.kind, d.total])).toEqual([
      ['receipt', 300000],
      ['receipt', 300033],
      ['receipt', 299967],
      ['invoice', 900000],
    ]);
    const invoice = docs[3]!;
    expect(invoice.taxable + invoice.cgst + invoice.sgst).toBe(900000);
    const text = await firstPageText((await documentPdf(app, cookie, invoice.id)).rawPayload);
    expect(text).toContain('(paid in parts)');
    expect(text).toContain('Rupees Nine Thousand Only');
    const voucher = await firstPageText((await documentPdf(app, cookie, docs[1]!.id)).rawPayload);
    expect(voucher).toContain('RECEIPT VOUCHER');
    // The receipt e-mail is dated the day the desk took the money (deskPay's paidOn).
    expect(await waitForMail(ctx.site, user.email, 'Payment receipt')).toContain(
      'Date: 10/01/2026',
    );
    expect(voucher).toContain('Rupees Three Thousand and Thirty Three Paise Only');

    // A fee paid whole at the desk gets the invoice alone.
    const other = await studentSession(app);
    await deskPay(app, admin, { email: other.user.email, courseId: course.id, amount: 9000 });
    expect((await invoicesOf(other.user.id)).map((d) => d.kind)).toEqual(['invoice']);

    const list = await as(app, admin, { method: 'GET', url: '/api/v1/payment' });
    const last = list
      .json()
      .data.data.find(
        (row: { user: { _id: string }; amount: number }) =>
          row.user._id === user.id && row.amount === 2999.67,
      );
    expect(last.documents.map((d: { kind: string }) => d.kind)).toEqual(['receipt', 'invoice']);
  });

  it('adds GST on top of the price when prices exclude it', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, { gstin: UP_GSTIN, pricesIncludeGst: false });
    const course = await makeCourse(app, { course_price: 100000 });
    const { user, cookie } = await studentSession(app);
    const quote = await as(app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/quote',
      payload: { courseId: course.id },
    });
    expect(quote.json().data).toEqual({
      price: 1000,
      discount: 0,
      total: 1180,
      couponCode: null,
      gst: 'added',
    });
    const order = await as(app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/checkout',
      payload: { courseId: course.id },
    });
    expect(order.json().data.amount).toBe(118000);
    await buyOnline(app, cookie, course.id);
    expect((await invoicesOf(user.id))[0]).toMatchObject({
      total: 118000,
      taxable: 100000,
      cgst: 9000,
      sgst: 9000,
    });
    await setInvoicing(app, admin, { gstin: UP_GSTIN, pricesIncludeGst: true });
  });

  it('numbers documents one after another and starts again each April', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, { gstin: UP_GSTIN, prefix: 'FY' });
    const course = await makeCourse(app, { course_price: 10000 });
    const buyAt = async (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
      const { user, cookie } = await studentSession(app);
      await buyOnline(app, cookie, course.id);
      vi.useRealTimers();
      return (await invoicesOf(user.id))[0]!.number;
    };
    // 23:00 on 31 March in India is still March; 00:30 on 1 April (IST) is the new year.
    expect(await buyAt('2031-03-30T10:00:00Z')).toBe('FY/3031/000001');
    expect(await buyAt('2031-03-31T17:29:00Z')).toBe('FY/3031/000002');
    expect(await buyAt('2031-03-31T19:00:00Z')).toBe('FY/3132/000001');
    expect(await buyAt('2031-04-02T10:00:00Z')).toBe('FY/3132/000002');
    await setInvoicing(app, admin, { gstin: UP_GSTIN, prefix: 'VCI' });
  });

  it('hands out unique numbers without gaps when two servers settle payments at the same moment', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, { gstin: UP_GSTIN, prefix: 'RACE' });
    // SQLite serves one server by design; there the settlements race inside one.
    const second = testDb === 'postgres' ? await startApp(ctx.site) : app;
    try {
      const course = await makeCourse(app, { course_price: 70000 });
      const counted = async () =>
        (
          await app.db
            .selectFrom('invoices')
            .select('serial')
            .where('number', 'like', 'RACE/%')
            .orderBy('serial')
            .execute()
        ).map((n) => n.serial);
      const before = await app.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.max('serial').as('last'))
        .where('kind', '=', 'invoice')
        .executeTakeFirst();
      const start = Number(before?.last ?? 0) + 1;
      const orders: string[] = [];
      for (let i = 0; i < 24; i++) {
        const { cookie } = await studentSession(app);
        const order = await as(app, cookie, {
          method: 'POST',
          url: '/api/v1/payment/checkout',
          payload: { courseId: course.id },
        });
        orders.push(order.json().data.id);
      }
      const settled = await Promise.all(
        orders.flatMap((orderId, i) => [
          settlePaid(i % 2 ? app : second, orderId, `pay_a_${i}`),
          // The same order settled again on the other server (webhook beside verification): no second invoice.
          settlePaid(i % 2 ? second : app, orderId, `pay_b_${i}`),
        ]),
      );
      expect(settled.filter(Boolean)).toHaveLength(24);
      expect(await counted()).toEqual(Array.from({ length: 24 }, (_, i) => start + i));
    } finally {
      if (second !== app) await second.close();
      await setInvoicing(app, admin, { gstin: UP_GSTIN, prefix: 'VCI' });
    }
  });
});
