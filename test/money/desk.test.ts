import { describe, expect, it } from 'vitest';
import { languageMessage } from '#common/schemas/language';
import { makeCourse, makeCourseFile } from '../helpers/factories';
import { deskEnroll, deskPay, myMoney, studentSession } from '../helpers/money';
import { waitForMail } from '../helpers/outbox';
import { as, logIn } from '../helpers/requests';
import { moneySite } from './money-site';

describe('front desk payments', () => {
  const ctx = moneySite();
  const enrollment = (userId: string, courseId: string) =>
    ctx.app.db
      .selectFrom('enrollments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();

  it('takes a fee in two parts from a new student, shows the balance, and opens the course when it is paid', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_title: 'Tally Prime', course_price: 500000 });
    const first = await deskPay(app, admin, {
      email: 'New.Walkin@Example.com',
      userName: 'Ravi Walk-in',
      mobileNo: '9876512345',
      state: 'Uttar Pradesh',
      address: '12 Katra, Prayagraj',
      courseId: course.id,
      amount: 3000,
      reference: 'R-101',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      fee: 5000,
      paid: 3000,
      balance: 2000,
      hasAccess: false,
    });

    const mail = await waitForMail(ctx.site, 'new.walkin@example.com', 'choose a password');
    const link = /\/reset-password\/([\w-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    const reset = await as(app, undefined, {
      method: 'POST',
      url: `/api/v1/user/reset-password/${link}`,
      payload: { newPassword: 'Walkin123' },
    });
    expect(reset.statusCode).toBe(200);
    const student = await logIn(app, 'new.walkin@example.com', 'Walkin123');
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'new.walkin@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      user_name: 'Ravi Walk-in',
      state: 'Uttar Pradesh',
      address: '12 Katra, Prayagraj',
    });

    expect((await myMoney(app, student)).fees).toEqual([
      expect.objectContaining({
        courseId: course.id,
        fee: 5000,
        paid: 3000,
        balance: 2000,
        hasAccess: false,
      }),
    ]);
    expect(await enrollment(user.id, course.id)).toBeUndefined();
    const file = await makeCourseFile(app, course.id);
    const download = () =>
      as(app, student, { method: 'GET', url: `/api/v1/course/file/${file.id}` });
    expect((await download()).statusCode).toBe(403);

    const tooMuch = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 2000.5,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The amount is more than the balance due (₹2,000).');
    const noReference = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 2000,
      mode: 'upi',
    });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toBe('Enter the UPI transaction id or bank reference.');

    const second = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 2000,
      mode: 'upi',
      reference: 'UPI-4455',
    });
    expect(second.json().data).toMatchObject({ paid: 5000, balance: 0, hasAccess: true });
    expect(await enrollment(user.id, course.id)).toMatchObject({
      source: 'desk',
      granted_by_name: 'Admin',
    });
    expect((await download()).statusCode).toBe(200);
    const profile = await as(app, student, { method: 'GET', url: '/api/v1/user/profile' });
    expect(profile.json().data.enrolledCourse).toContain(course.id);

    const again = await deskPay(app, admin, { email: user.email, courseId: course.id, amount: 1 });
    expect(again.statusCode).toBe(409);

    const list = await as(app, admin, { method: 'GET', url: '/api/v1/payment' });
    const rows = list
      .json()
      .data.data.filter((row: { courseId: { _id: string } }) => row.courseId._id === course.id);
    expect(
      rows.map(
        (row: {
          mode: string;
          reference: string;
          amount: number;
          paymentStatus: string;
          recordedBy: string;
        }) => [row.mode, row.reference, row.amount, row.paymentStatus, row.recordedBy],
      ),
    ).toEqual([
      ['upi', 'UPI-4455', 2000, 'paid', 'Admin'],
      ['cash', 'R-101', 3000, 'paid', 'Admin'],
    ]);
  });

  it('gives access before the fee is paid when the admin says so, and keeps the balance due', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_price: 1200000 });
    const { user, cookie } = await studentSession(app);
    const paid = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 4000,
      giveAccessNow: true,
    });
    expect(paid.json().data).toMatchObject({ balance: 8000, hasAccess: true });
    expect(await enrollment(user.id, course.id)).toMatchObject({ source: 'desk' });
    expect((await myMoney(app, cookie)).fees[0]).toMatchObject({ balance: 8000, hasAccess: true });
    const rest = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 8000,
      mode: 'card',
    });
    expect(rest.json().data).toMatchObject({ balance: 0, hasAccess: true });
  });

  it('gives access on a fee from the list of balances', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_price: 300000 });
    const { user } = await studentSession(app);
    await deskPay(app, admin, { email: user.email, courseId: course.id, amount: 1000 });
    const fees = await as(app, admin, { method: 'GET', url: '/api/v1/payment/fees' });
    expect(
      fees.json().data.data.find((f: { courseId: string }) => f.courseId === course.id),
    ).toMatchObject({ balance: 2000, hasAccess: false });
    const access = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/payment/desk/access',
      payload: { userId: user.id, courseId: course.id },
    });
    expect(access.json().data).toMatchObject({ balance: 2000, hasAccess: true });
    const twice = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/payment/desk/access',
      payload: { userId: user.id, courseId: course.id },
    });
    expect(twice.statusCode).toBe(409);
    const unknown = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/payment/desk/access',
      payload: { userId: user.id, courseId: 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('enrolls without payment with a reason, recording who and when', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app);
    const { user } = await studentSession(app);
    const noReason = await deskEnroll(app, admin, {
      email: user.email,
      courseId: course.id,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Enter the reason.');
    const before = new Date().toISOString();
    const free = await deskEnroll(app, admin, {
      email: user.email,
      courseId: course.id,
      reason: 'Scholarship 2026',
    });
    expect(free.statusCode).toBe(200);
    const row = await enrollment(user.id, course.id);
    expect(row).toMatchObject({
      source: 'free',
      reason: 'Scholarship 2026',
      granted_by_name: 'Admin',
    });
    expect(row!.created_at >= before).toBe(true);
    const twice = await deskEnroll(app, admin, {
      email: user.email,
      courseId: course.id,
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    const pay = await deskPay(app, admin, { email: user.email, courseId: course.id, amount: 100 });
    expect(pay.statusCode).toBe(409);
  });

  it('makes a new student’s account in the language the desk chose, English by default, and welcomes it so', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_title: 'Tally Prime' });
    const languageOf = async (email: string) =>
      (
        await app.db
          .selectFrom('users')
          .select('language')
          .where('email', '=', email)
          .executeTakeFirst()
      )?.language;
    const welcome = async (email: string) =>
      (await waitForMail(ctx.site, email, '/reset-password/')).replace(/\r\n/g, '\n');

    const paid = await deskPay(app, admin, {
      email: 'sita.walkin@example.com',
      userName: 'Sita Devi',
      courseId: course.id,
      amount: 1000,
      language: 'hi',
    });
    expect(paid.statusCode).toBe(200);
    expect(await languageOf('sita.walkin@example.com')).toBe('hi');
    const hindi = await welcome('sita.walkin@example.com');
    expect(hindi).toContain('Subject: आपका छात्र खाता: अपना पासवर्ड चुनें');
    expect(hindi).toContain('नमस्ते Sita Devi,');
    expect(hindi).toContain('(यह 3 दिन तक मान्य है)');
    expect(hindi).not.toContain('The front desk');
    await waitForMail(ctx.site, 'sita.walkin@example.com', 'पेमेंट की रसीद: Tally Prime');

    const free = await deskEnroll(app, admin, {
      email: 'gita.walkin@example.com',
      userName: 'Gita Rani',
      courseId: course.id,
      reason: 'Scholarship',
      language: 'hi',
    });
    expect(free.statusCode).toBe(200);
    expect(await languageOf('gita.walkin@example.com')).toBe('hi');
    expect(await welcome('gita.walkin@example.com')).toContain('नमस्ते Gita Rani,');

    // Without a language, as before: English, word for word.
    const english = await deskEnroll(app, admin, {
      email: 'ravi.walkin@example.com',
      userName: 'Ravi Kumar',
      courseId: course.id,
      reason: 'Staff',
    });
    expect(english.statusCode).toBe(200);
    expect(await languageOf('ravi.walkin@example.com')).toBe('en');
    const mail = await welcome('ravi.walkin@example.com');
    const link = /http\S+\/reset-password\/[\w-]+/.exec(mail)?.[0];
    expect(mail).toContain('Subject: Your student account: choose a password');
    expect(mail).toContain(
      `Hello Ravi Kumar,\n\nThe front desk has made a student account for you on our website. Choose a password with this link (valid for 3 days):\n\n${link}\n\nThen log in with ravi.walkin@example.com to find your courses in My Learning.\n`,
    );

    // An existing student's language is theirs: the desk does not change it.
    const again = await deskPay(app, admin, {
      email: 'sita.walkin@example.com',
      courseId: course.id,
      amount: 500,
      language: 'en',
    });
    expect(again.statusCode).toBe(200);
    expect(await languageOf('sita.walkin@example.com')).toBe('hi');

    const refused = await deskPay(app, admin, {
      email: 'klingon.walkin@example.com',
      userName: 'K',
      courseId: course.id,
      amount: 100,
      language: 'tlh',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: languageMessage,
      errors: { language: languageMessage },
    });
    expect(await languageOf('klingon.walkin@example.com')).toBeUndefined();
  });

  it('refuses a new student without a name, bad amounts and students at the desk routes', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app);
    const nameless = await deskPay(app, admin, {
      email: 'nobody-yet@example.com',
      courseId: course.id,
      amount: 100,
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe("Enter the new student's name.");
    for (const amount of [0, -5, 10.005, '100', null]) {
      const res = await deskPay(app, admin, {
        email: 'x@example.com',
        userName: 'X',
        courseId: course.id,
        amount,
      });
      expect(res.statusCode).toBe(400);
    }
    const { cookie } = await studentSession(app);
    const student = await deskPay(app, cookie, {
      email: 'x@example.com',
      courseId: course.id,
      amount: 1,
    });
    expect(student.statusCode).toBe(403);
    const missing = await deskPay(app, admin, {
      email: 'x@example.com',
      userName: 'X',
      courseId: 'nope',
      amount: 1,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'nobody-yet@example.com')
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});
