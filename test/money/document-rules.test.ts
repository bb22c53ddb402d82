import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueDocuments, invoicePdf } from '#server/features/payments/documents';
import { sweepOrphanedUploads } from '#server/services/orphaned-uploads';
import type { Invoice } from '#server/db/schema';
import { ADMIN } from '../helpers/catalogue';
import { makeCourse, makePayment } from '../helpers/factories';
import { buyOnline, deskPay, setInvoicing, studentSession, UP_GSTIN } from '../helpers/money';
import { pngImage } from '../helpers/files';
import { waitForMail } from '../helpers/outbox';
import { pdfImageSizes, pdfLayoutText } from '../helpers/pdf-reading';
import { as, logIn, multipart } from '../helpers/requests';
import { moneySite } from './money-site';

/** A course title far over the 60 characters that used to be cut. */
const LONG_TITLE =
  'Advanced Diploma in Computer Applications with Tally Prime, GST Returns and Financial Accounting';
const LONG_ADDRESS =
  'Flat 1203, Tower B, Lodha Palava City Phase Two, Kalyan Shil Road, Dombivli East, Thane District, Maharashtra 421204';
const BUYER_GSTIN = '27AAPFU0939F1ZV';

/** The words of a text, one space apart: a wrapped line reads as the sentence it was. */
const words = (text: string) => text.replace(/\s+/g, ' ');

/** Every amount the page prints (digits with Indian commas and a decimal part). */
const amountsIn = (text: string) => text.match(/\d[\d,]*\.\d+/g) ?? [];

/** The description column's text, its wrapped lines joined: left of the SAC and amount. */
const descriptionOf = (text: string) => {
  const rows = text.slice(text.indexOf('Description'), text.indexOf('Amount in words')).split('\n');
  return rows
    .slice(1)
    .map((row) => row.trim().split(/\s{3,}/)[0] ?? '')
    .filter(Boolean)
    .join(' ');
};

/** The numbers a document series prints must stay inside CGST Rule 46(b): 16 of [A-Z0-9/-]. */
const expectRuleNumber = (number: string) => {
  expect(number.length).toBeLessThanOrEqual(16);
  expect(number).toMatch(/^[A-Za-z0-9/-]+$/);
};

describe('documents by CGST Rules 46 and 50, read back with pdftotext', () => {
  const ctx = moneySite();
  afterEach(() => vi.useRealTimers());

  const documentsOf = (userId: string): Promise<Invoice[]> =>
    ctx.app.db
      .selectFrom('invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('kind', 'desc')
      .execute();
  const textOf = async (invoice: Invoice) =>
    pdfLayoutText(await invoicePdf(invoice, ctx.app.storage));

  it('prints an online tax invoice whole: state codes, title, discount, rounding, reverse charge, signatory, simulated', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, {
      gstin: UP_GSTIN,
      state: 'Uttar Pradesh',
      legalName: 'Vidya Computer Education Pvt Ltd',
      signatory: 'Meera Iyer',
    });
    // 11,999.90 less 10 % is 10,799.91: a taxable value of 9,152.47 and 1,647.44 of GST.
    const course = await makeCourse(app, { course_title: LONG_TITLE, course_price: 1199990 });
    const code = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/payment/coupons',
      payload: { code: 'RULES10', kind: 'percent', value: 10 },
    });
    expect(code.statusCode).toBe(200);
    const { user, cookie } = await studentSession(app);
    await app.db
      .updateTable('users')
      .set({ state: 'Uttar Pradesh', address: '5 Civil Lines, Prayagraj' })
      .where('id', '=', user.id)
      .execute();
    expect((await buyOnline(app, cookie, course.id, 'RULES10')).statusCode).toBe(200);
    const [invoice] = await documentsOf(user.id);
    expect(invoice).toMatchObject({ kind: 'invoice', total: 1079991 });

    const text = await textOf(invoice!);
    const flat = words(text);
    expectRuleNumber(invoice!.number);
    expect(text).toMatch(new RegExp(`Number\\s.*${invoice!.number.replace(/\//g, '\\/')}`));
    expect(text).toMatch(/Place of supply\s.*Uttar Pradesh \(09\)/);
    expect(text).toContain('State: Uttar Pradesh (09)');
    expect(descriptionOf(text)).toBe(`Course fee: ${LONG_TITLE}`);
    expect(text).not.toContain('...');
    expect(text).not.toContain('…');
    expect(text).toMatch(/Coupon\s+.*RULES10/);
    // Price 11,999.90 with GST: its taxable part 10,169.41 = 9,152.47 + the discount's 1,016.94.
    expect(text).toMatch(/Course fee: .*\s999293\s+10,169\.41/);
    expect(text).toMatch(/Discount\s.*-1,016\.94/);
    expect(text).toMatch(/Taxable value\s.*9,152\.47/);
    expect(text).toMatch(/CGST @ 9%\s+823\.72/);
    expect(text).toMatch(/SGST @ 9%\s+823\.72/);
    expect(text).toMatch(/Total\s.*10,799\.91/);
    expect(text).not.toContain('odd paisa');
    expect(flat).toContain(
      'The taxable value is the amount paid divided by 1.18, rounded to the nearest paisa; the GST is the rest.',
    );
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toContain('For Vidya Computer Education Pvt Ltd');
    expect(text).toMatch(/Authorised signatory\s*\n\s*Meera Iyer/);
    expect(text).not.toContain('needs no signature');
    expect(text).toContain('TEST MODE: a simulated payment; no money was taken.');
    expect(text).toMatch(/Payment mode\s.*Online/);
    expect(amountsIn(text).length).toBeGreaterThan(5);
    for (const amount of amountsIn(text)) expect(amount).toMatch(/\.\d\d$/);
  });

  it('prints the odd paisa rule when CGST and SGST differ', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, { gstin: UP_GSTIN, state: 'Uttar Pradesh' });
    // 12,000.00: taxable 10,169.49, GST 1,830.51, halved into 915.26 and 915.25.
    const course = await makeCourse(app, { course_price: 1200000 });
    const { user, cookie } = await studentSession(app);
    await buyOnline(app, cookie, course.id);
    const [invoice] = await documentsOf(user.id);
    const text = await textOf(invoice!);
    expect(text).toMatch(/CGST @ 9%\s+915\.26/);
    expect(text).toMatch(/SGST @ 9%\s+915\.25/);
    expect(words(text)).toContain(
      'CGST and SGST are halves of the GST; an odd paisa goes to CGST.',
    );
    expect(text).not.toContain('Discount');
    expect(text).not.toContain('Coupon');
  });

  it("prints the buyer's billing address, state with its code and GSTIN when they are given", async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, { gstin: UP_GSTIN, state: 'Uttar Pradesh' });
    const course = await makeCourse(app, { course_price: 6000000 });
    const { user } = await studentSession(app);
    const order = await makePayment(app.db, user.id, course.id, { amount: 6000000 });
    // As checkout keeps them on the order.
    const payment = await app.db
      .updateTable('payments')
      .set({
        billing_address: LONG_ADDRESS,
        billing_state: 'Maharashtra',
        buyer_gstin: BUYER_GSTIN,
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const [invoice] = await app.db.transaction().execute((trx) => issueDocuments(trx, payment));
    expect(invoice).toMatchObject({ kind: 'invoice', cgst: 0, sgst: 0 });
    expect(invoice!.igst).toBeGreaterThan(0);
    const text = await textOf(invoice!);
    expect(text).toMatch(/Place of supply\s.*Maharashtra \(27\)/);
    expect(text).toContain('State: Maharashtra (27)');
    expect(words(text)).toContain(LONG_ADDRESS);
    expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
    expect(text).toMatch(/IGST @ 18%\s+9,152\.54/);
    // Every line stays on the page: pdftotext keeps a line's text whole, and none is long.
    for (const line of text.split('\n')) expect(line.length).toBeLessThan(130);
  });

  it('prints a part payment receipt with the fee, what is paid, the balance, mode and reference, not simulated', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, { gstin: UP_GSTIN, state: 'Uttar Pradesh' });
    const course = await makeCourse(app, { course_price: 900000 });
    const { user } = await studentSession(app);
    const paid = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 3000.5,
      mode: 'upi',
      reference: 'UPI-778899',
    });
    expect(paid.statusCode).toBe(200);
    const [receipt] = await documentsOf(user.id);
    expect(receipt!.kind).toBe('receipt');
    expectRuleNumber(receipt!.number);
    const text = await textOf(receipt!);
    expect(text).toContain('RECEIPT VOUCHER');
    expect(text).toMatch(/Payment mode\s.*UPI/);
    expect(text).toMatch(/Reference\s.*UPI-778899/);
    expect(text).toMatch(/Payment date\s.*10\/01\/2026/);
    expect(text).toMatch(/Amount received\s.*3,000\.50/);
    expect(text).toMatch(/Course fee\s.*9,000\.00/);
    expect(text).toMatch(/Paid so far\s.*3,000\.50/);
    expect(text).toMatch(/Balance due\s.*5,999\.50/);
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).not.toContain('TEST MODE');
    for (const amount of amountsIn(text)) expect(amount).toMatch(/\.\d\d$/);
    // The e-mail that carries it writes the paise in two digits too.
    expect(await waitForMail(ctx.site, user.email, 'Payment receipt')).toContain(
      'Amount: ₹3,000.50',
    );
  });

  it('prints the uploaded signature above the signatory, and keeps it on documents issued with it', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, { gstin: UP_GSTIN, state: 'Uttar Pradesh' });
    const course = await makeCourse(app, { course_price: 100000 });
    const issueOne = async () => {
      const { user } = await studentSession(app);
      const payment = await makePayment(app.db, user.id, course.id, { amount: 100000 });
      const [doc] = await app.db.transaction().execute((trx) => issueDocuments(trx, payment));
      return doc!;
    };
    const imagesOf = async (doc: Invoice) => pdfImageSizes(await invoicePdf(doc, app.storage));
    const putSignature = async (data: Buffer) =>
      as(app, admin, {
        method: 'PUT',
        url: '/api/v1/settings/invoice-signature',
        ...(await multipart({}, { image: { name: 'signature.png', data } })),
      });

    const unsigned = await issueOne();
    expect(await imagesOf(unsigned)).toEqual([]);
    expect((await putSignature(await pngImage(600, 200, '#000000'))).statusCode).toBe(200);
    const signed = await issueOne();
    expect(await imagesOf(signed)).toEqual(['480x160']);
    expect(await textOf(signed)).toMatch(/Authorised signatory/);

    // A new signature serves documents from now on; one issued before keeps its own.
    expect((await putSignature(await pngImage(300, 150, '#333333'))).statusCode).toBe(200);
    expect(await imagesOf(await issueOne())).toEqual(['300x150']);
    await sweepOrphanedUploads(app.db, app.storage, 0);
    expect(await imagesOf(signed)).toEqual(['480x160']);
    const removed = await as(app, admin, {
      method: 'DELETE',
      url: '/api/v1/settings/invoice-signature',
    });
    expect(removed.json().data.invoiceSignatureImage).toBeNull();
    expect(await imagesOf(await issueOne())).toEqual([]);
    // Only an admin may change it.
    const { cookie } = await studentSession(app);
    expect(
      (
        await as(app, cookie, {
          method: 'PUT',
          url: '/api/v1/settings/invoice-signature',
          ...(await multipart({}, { image: { name: 's.png', data: await pngImage(10, 10) } })),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps numbers within 16 characters for the longest prefix, across the financial year', async () => {
    const { app, admin } = ctx;
    await setInvoicing(app, admin, { gstin: UP_GSTIN, prefix: 'AB-9' });
    const course = await makeCourse(app, { course_price: 10000 });
    const inParts = await makeCourse(app, { course_price: 20000 });
    const numbersAt = async (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
      const { user, cookie } = await studentSession(app);
      await buyOnline(app, cookie, course.id);
      // The admin's session of today has run out by then: a session of that day.
      const part = await deskPay(app, await logIn(app, ADMIN.email, ADMIN.password), {
        email: user.email,
        courseId: inParts.id,
        amount: 50,
        // Taken at the desk that day in India: the receipt is dated, and numbered, by it.
        paidOn: new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10),
      });
      expect(part.statusCode).toBe(200);
      vi.useRealTimers();
      const docs = await documentsOf(user.id);
      for (const doc of docs) {
        expectRuleNumber(doc.number);
        expect(await textOf(doc)).toContain(doc.number);
      }
      return Object.fromEntries(docs.map((doc) => [doc.kind, doc.number]));
    };
    const march = await numbersAt('2041-03-31T17:29:00Z');
    const april = await numbersAt('2041-03-31T19:00:00Z');
    expect(march.invoice).toBe('AB-9/4041/000001');
    expect(march.receipt).toBe('AB-9/4041/R00001');
    expect(april.invoice).toBe('AB-9/4142/000001');
    expect(april.receipt).toBe('AB-9/4142/R00001');
    await setInvoicing(app, admin, { gstin: UP_GSTIN, prefix: 'VCI' });
  });
});
