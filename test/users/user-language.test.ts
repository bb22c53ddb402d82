import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageMessage } from '#common/schemas/language';
import { adminSession } from '../helpers/catalogue';
import { makeCourse, makeUser } from '../helpers/factories';
import { deskPay } from '../helpers/money';
import { waitForMail } from '../helpers/outbox';
import { as, logIn, multipart, registerStudent, student } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

/** A person's language (decision 047): kept in the profile, and their e-mails written in it. */
describe('a person’s language', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
  });
  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const stored = async (email: string) =>
    (
      await app.db
        .selectFrom('users')
        .select('language')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).language;
  const profile = async (cookie: string) =>
    (await as(app, cookie, { method: 'GET', url: '/api/v1/user/profile' })).json().data;
  /** A mail as written, its line ends as the text has them. */
  const mailTo = async (to: string, holding: string) =>
    (await waitForMail(site, to, holding)).replace(/\r\n/g, '\n');
  const langCookie = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === 'lang')?.value;

  it('signs up from a Hindi page in Hindi: stored, answered and the verification mail in Hindi', async () => {
    const email = 'hindi.signup@example.com';
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      ...(await multipart({ ...student, email, language: 'hi' })),
    });
    expect(signUp.json().data.language).toBe('hi');
    expect(await stored(email)).toBe('hi');

    const mail = await mailTo(email, '/verify-email/');
    expect(mail).toContain('Subject: अपना ई-मेल पता सत्यापित करें');
    expect(mail).toContain(`नमस्ते ${student.userName},`);
    expect(mail).toContain('24 घंटे के अंदर यह लिंक खोलें');
    expect(mail).not.toContain('Verify your e-mail address');

    // Logging in from a browser that chose no language gives it the person's.
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email, password: student.password },
    });
    expect(login.json().data.user.language).toBe('hi');
    expect(langCookie(login)).toBe('hi');
    // One that chose keeps its choice.
    const chosen = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { cookie: 'lang=en' },
      payload: { email, password: student.password },
    });
    expect(langCookie(chosen)).toBeUndefined();
  });

  it('signs up from an English page, or with no language, in English as before', async () => {
    const email = 'english.signup@example.com';
    await registerStudent(app, { email });
    expect(await stored(email)).toBe('en');
    const mail = await mailTo(email, '/verify-email/');
    expect(mail).toContain('Subject: Verify your e-mail address');
    expect(mail).toContain(
      `Hello ${student.userName},\n\nThis address was given for an account on our website.`,
    );

    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      ...(await multipart({ ...student, email: 'klingon@example.com', language: 'tlh' })),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: languageMessage,
      errors: { language: languageMessage },
    });
  });

  it('keeps the language chosen on the profile page or with the language switch', async () => {
    const { user, password } = await makeUser(app.db);
    const cookie = await logIn(app, user.email, password);
    const details = { email: user.email, userName: user.user_name, mobileNo: '9876500000' };

    const toHindi = await as(app, cookie, {
      method: 'PATCH',
      url: '/api/v1/user/updateProfile',
      payload: { ...details, language: 'hi' },
    });
    expect(toHindi.statusCode).toBe(200);
    expect(toHindi.json().data.language).toBe('hi');
    // This browser reads the site in it from now on.
    expect(langCookie(toHindi)).toBe('hi');
    expect((await profile(cookie)).language).toBe('hi');

    // A profile form that sends no language leaves it as it was.
    await as(app, cookie, { method: 'PATCH', url: '/api/v1/user/updateProfile', payload: details });
    expect(await stored(user.email)).toBe('hi');

    // The switch in the header tells the server.
    const switched = await as(app, cookie, {
      method: 'PUT',
      url: '/api/v1/user/language/en',
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.language).toBe('en');
    expect(await stored(user.email)).toBe('en');

    const unknown = await as(app, cookie, {
      method: 'PUT',
      url: '/api/v1/user/language/fr',
    });
    expect(unknown.statusCode).toBe(400);
    expect(await stored(user.email)).toBe('en');

    // The session's answer gives a browser that chose no language the person's, unless English.
    const english = await as(app, cookie, { method: 'GET', url: '/api/v1/user/profile' });
    expect(langCookie(english)).toBeUndefined();
    await as(app, cookie, {
      method: 'PUT',
      url: '/api/v1/user/language/hi',
    });
    const hindi = await as(app, cookie, { method: 'GET', url: '/api/v1/user/profile' });
    expect(langCookie(hindi)).toBe('hi');
    const chosen = await as(app, `${cookie}; lang=en`, {
      method: 'GET',
      url: '/api/v1/user/profile',
    });
    expect(langCookie(chosen)).toBeUndefined();
  });

  it('mails a password reset in the person’s language', async () => {
    const { user } = await makeUser(app.db, { userName: 'Meera Joshi', language: 'hi' });
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/forget-password',
      payload: { email: user.email },
    });
    const mail = await mailTo(user.email, '/reset-password/');
    expect(mail).toContain('Subject: नया पासवर्ड बनाएँ');
    expect(mail).toContain('नमस्ते Meera Joshi,');
    expect(mail).toContain('30 मिनट के अंदर');
  });

  it('sends a Hindi reader the payment receipt in Hindi, with the course’s Hindi title', async () => {
    const course = await makeCourse(app, {
      course_title: 'Tally Prime',
      course_title_hi: 'टैली प्राइम',
      course_price: 1250000,
    });
    const { user } = await makeUser(app.db, { userName: 'Ravi Verma', language: 'hi' });
    const paid = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 12500,
    });
    expect(paid.statusCode).toBe(200);

    const mail = await mailTo(user.email, 'पेमेंट की रसीद');
    expect(mail).toContain('Subject: पेमेंट की रसीद: टैली प्राइम');
    expect(mail).toContain('नमस्ते Ravi Verma,');
    expect(mail).toContain('संस्थान के काउंटर पर आपका पेमेंट हमें मिल गया है।');
    expect(mail).toContain('राशि: ₹12,500\n');
    expect(mail).toContain('तारीख़: 10/01/2026\n');
    expect(mail).toContain('Content-Type: application/pdf');

    // An English reader's receipt is as it was.
    const { user: english } = await makeUser(app.db, { userName: 'Asha Rao' });
    await deskPay(app, admin, { email: english.email, courseId: course.id, amount: 12500 });
    const englishMail = await mailTo(english.email, 'Payment receipt');
    expect(englishMail).toContain('Subject: Payment receipt: Tally Prime');
    expect(englishMail).toContain(
      'Hello Asha Rao,\n\nWe have received your payment at the front desk. Thank you.\n\nCourse: Tally Prime\nAmount: ₹12,500\n',
    );
  });

  it('acknowledges a message from a Hindi page in Hindi, and tells the institute in English', async () => {
    const message = {
      name: 'Sunita Devi',
      email: 'sunita@example.com',
      subject: 'कोर्स की फ़ीस',
      message: 'Tally की फ़ीस कितनी है?',
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/create',
      payload: { ...message, language: 'hi' },
    });
    expect(res.statusCode).toBe(201);
    const acknowledgement = await mailTo(message.email, 'मिल गया है');
    expect(acknowledgement).toMatch(/Subject: आपका संदेश हमें मिल गया है - /);
    expect(acknowledgement).toContain('नमस्ते,');
    expect(acknowledgement).not.toContain(message.name);

    const notice = await mailTo('info@vidyacomputer.in', `Contact query from ${message.name}`);
    expect(notice).toContain("A message came through the website's contact form.");
  });
});
