import { describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { buyOnline, deskPay, studentSession } from '../helpers/money';
import { waitForMail } from '../helpers/outbox';
import { as } from '../helpers/requests';
import { testDb } from '../helpers/test-app';
import { moneySite } from './money-site';

/** India's date `days` ago, as the desk types it. */
const daysAgo = (days: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
const shown = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

describe(`a desk payment is dated the day it was taken, not the day it was entered (${testDb})`, () => {
  const ctx = moneySite();

  it('dates its receipt, its e-mail, its row in Transaction History and its CSV line by that day', async () => {
    const { app, admin } = ctx;
    const paidOn = daysAgo(5);
    const course = await makeCourse(app, { course_price: 400000 });
    const res = await deskPay(app, admin, {
      email: 'dated.payer@example.com',
      userName: 'Meera Dated',
      courseId: course.id,
      amount: 1500,
      paidOn,
    });
    expect(res.statusCode).toBe(200);
    const docs = await app.db
      .selectFrom('invoices')
      .innerJoin('users', 'users.id', 'invoices.user_id')
      .select(['invoices.issued_on', 'invoices.number'])
      .where('users.email', '=', 'dated.payer@example.com')
      .execute();
    expect(docs.map((doc) => doc.issued_on)).toEqual([paidOn]);

    const mail = await waitForMail(ctx.site, 'dated.payer@example.com', docs[0]!.number);
    expect(mail).toContain(shown(paidOn));

    const list = await as(app, admin, {
      method: 'GET',
      url: `/api/v1/payment?q=dated.payer&from=${paidOn}&to=${paidOn}`,
    });
    expect(list.json().data.data).toEqual([
      expect.objectContaining({
        paidOn,
        user: expect.objectContaining({ userName: 'Meera Dated' }),
      }),
    ]);
    const today = await as(app, admin, {
      method: 'GET',
      url: `/api/v1/payment?q=dated.payer&from=${daysAgo(0)}`,
    });
    expect(today.json().data.data).toEqual([]);

    const csv = await as(app, admin, {
      method: 'GET',
      url: `/api/v1/payment/export.csv?q=dated.payer`,
    });
    const line = csv.body.split('\n').find((row) => row.includes('dated.payer@example.com'));
    expect(line?.startsWith(shown(paidOn))).toBe(true);

    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'dated.payer@example.com')
      .executeTakeFirstOrThrow();
    const page = await as(app, admin, { method: 'GET', url: `/api/v1/user/students/${user.id}` });
    expect(page.json().data.payments).toEqual([expect.objectContaining({ paidOn })]);
  });

  it('still finds an online payment by the day it was made', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_price: 90000 });
    const buyer = await studentSession(app, { email: 'online.today@example.com' });
    expect((await buyOnline(app, buyer.cookie, course.id)).statusCode).toBe(200);
    const on = async (day: string) =>
      (
        await as(app, admin, {
          method: 'GET',
          url: `/api/v1/payment?q=online.today&from=${day}&to=${day}`,
        })
      ).json().data.data as { paymentStatus: string }[];
    expect((await on(daysAgo(0))).map((row) => row.paymentStatus)).toEqual(['paid']);
    expect(await on(daysAgo(1))).toEqual([]);
  });

  it('lists Transaction History and its CSV newest payment first, by the day a desk payment was taken', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, {
      course_title: 'Sorted Payments Course',
      course_price: 90000,
    });
    const desk = (who: string, paidOn: string) =>
      deskPay(app, admin, {
        email: `${who}@example.com`,
        userName: who,
        courseId: course.id,
        amount: 100,
        paidOn,
      });
    // Entered in this order: a payment taken five days ago, an online one, one taken two days
    // ago, one taken today.
    expect((await desk('fiveDaysAgo', daysAgo(5))).statusCode).toBe(200);
    const buyer = await studentSession(app, { email: 'onlineNow@example.com' });
    expect((await buyOnline(app, buyer.cookie, course.id)).statusCode).toBe(200);
    expect((await desk('twoDaysAgo', daysAgo(2))).statusCode).toBe(200);
    expect((await desk('takenToday', daysAgo(0))).statusCode).toBe(200);
    const expected = ['takenToday', 'onlineNow', 'twoDaysAgo', 'fiveDaysAgo'];

    const list = await as(app, admin, {
      method: 'GET',
      url: '/api/v1/payment?q=Sorted%20Payments%20Course',
    });
    const rows = list.json().data.data as { user: { email: string } }[];
    expect(rows.map((row) => row.user.email.split('@')[0]?.toLowerCase())).toEqual(
      expected.map((who) => who.toLowerCase()),
    );
    const oldestFirst = await as(app, admin, {
      method: 'GET',
      url: '/api/v1/payment?q=Sorted%20Payments%20Course&sort=date&dir=asc',
    });
    expect(
      (oldestFirst.json().data.data as { user: { email: string } }[]).map((row) =>
        row.user.email.split('@')[0]?.toLowerCase(),
      ),
    ).toEqual(expected.map((who) => who.toLowerCase()).reverse());

    const csv = await as(app, admin, {
      method: 'GET',
      url: '/api/v1/payment/export.csv?q=Sorted%20Payments%20Course',
    });
    const emails = csv.body
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => /([\w.]+)@example\.com/i.exec(line)?.[1]?.toLowerCase());
    expect(emails).toEqual(expected.map((who) => who.toLowerCase()));
  });
});
