import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactForm, registrationForm } from './helpers/enquiries';
import { makeCourse } from './helpers/factories';
import { adminSession } from './helpers/catalogue';
import { multipart, sessionCookie, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

/** Forty students behind one address within one window, as in a computer lab. */
const LAB = 40;

/** Empty values fall back to the defaults; the test site otherwise lifts every limit. */
const defaultLimits = {
  LOGIN_LIMIT_PER_IP: '',
  LOGIN_LIMIT_PER_ACCOUNT_AND_IP: '',
  LOGIN_LIMIT_PER_ACCOUNT: '',
  FORGOT_PASSWORD_LIMIT_PER_IP: '',
  REGISTER_LIMIT_PER_IP: '',
  CONTACT_LIMIT_PER_IP: '',
  REGISTRATION_FORM_LIMIT_PER_IP: '',
  CERTIFICATE_CHECK_LIMIT_PER_IP: '',
  CERTIFICATE_CHECK_LIMIT_PER_NAME: '',
  CERTIFICATE_NUMBER_LIMIT_PER_IP: '',
  COUPON_LIMIT_PER_IP: '',
  COUPON_LIMIT_PER_USER: '',
};

describe('a computer lab on the default limits', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;

  beforeAll(async () => {
    site = await createTestSite(defaultLimits);
    app = await startApp(site);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('runs on the documented defaults', () => {
    expect(site.config).toMatchObject({
      RATE_LIMIT_WINDOW_MINUTES: 15,
      LOGIN_LIMIT_PER_IP: 300,
      LOGIN_LIMIT_PER_ACCOUNT_AND_IP: 10,
      LOGIN_LIMIT_PER_ACCOUNT: 100,
      FORGOT_PASSWORD_LIMIT_PER_IP: 100,
      REGISTER_LIMIT_PER_IP: 100,
      CONTACT_LIMIT_PER_IP: 60,
      REGISTRATION_FORM_LIMIT_PER_IP: 60,
      CERTIFICATE_CHECK_LIMIT_PER_IP: 200,
      CERTIFICATE_CHECK_LIMIT_PER_NAME: 10,
      CERTIFICATE_NUMBER_LIMIT_PER_IP: 20,
      COUPON_LIMIT_PER_IP: 200,
      COUPON_LIMIT_PER_USER: 20,
    });
  });

  it('lets forty students sign up, log in, write, register, ask for a reset and apply a coupon from one address', async () => {
    const statuses = {
      signUp: [] as number[],
      login: [] as number[],
      contact: [] as number[],
      form: [] as number[],
      reset: [] as number[],
      certificate: [] as number[],
      coupon: [] as number[],
    };
    const course = await makeCourse(app);
    const admin = await adminSession(app);
    const coupon = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/coupons',
      headers: { cookie: admin },
      payload: { code: 'LAB50', kind: 'percent', value: 50 },
    });
    expect(coupon.statusCode).toBe(200);
    for (let i = 0; i < LAB; i++) {
      const email = `lab${i}@example.com`;
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/v1/user/register',
        ...(await multipart({ ...student, email })),
      });
      statuses.signUp.push(signUp.statusCode);
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email, password: student.password },
      });
      statuses.login.push(login.statusCode);
      const contact = await app.inject({
        method: 'POST',
        url: '/api/v1/contact/create',
        payload: { ...contactForm, email },
      });
      statuses.contact.push(contact.statusCode);
      const form = await app.inject({
        method: 'POST',
        url: '/api/v1/register',
        payload: { ...registrationForm, contact: `98765${String(i).padStart(5, '0')}` },
      });
      statuses.form.push(form.statusCode);
      const reset = await app.inject({
        method: 'POST',
        url: '/api/v1/user/forget-password',
        payload: { email },
      });
      statuses.reset.push(reset.statusCode);
      // Each checks their certificate twice (a typo first); half of them by its number too (a
      // number shows its holder's name, so an address looks up only twenty).
      for (const DOB of ['2004-01-01', '2004-01-02']) {
        const check = await app.inject({
          method: 'POST',
          url: '/api/v1/certificate/check',
          payload: { name: `Lab Student ${i}`, DOB },
        });
        statuses.certificate.push(check.statusCode);
      }
      if (i % 2 === 0) {
        const byNumber = await app.inject({
          method: 'POST',
          url: '/api/v1/certificate/check',
          payload: { number: `VCI-2025-${String(i + 1).padStart(6, '0')}` },
        });
        statuses.certificate.push(byNumber.statusCode);
      }
      // Each types the class's coupon code three times (with a typo, then twice as given), logged
      // in and on the way to checkout.
      for (const couponCode of ['LAB5O', 'LAB50', 'LAB50']) {
        const quote = await app.inject({
          method: 'POST',
          url: '/api/v1/payment/quote',
          headers: { cookie: sessionCookie(login) },
          payload: { courseId: course.id, couponCode },
        });
        statuses.coupon.push(quote.statusCode);
      }
    }
    expect(statuses).toEqual({
      signUp: Array(LAB).fill(201),
      login: Array(LAB).fill(200),
      contact: Array(LAB).fill(201),
      form: Array(LAB).fill(201),
      reset: Array(LAB).fill(200),
      // Nobody here holds a certificate: every check is answered, none is refused as too many.
      certificate: Array(LAB * 2 + LAB / 2).fill(404),
      coupon: Array(LAB).fill([400, 200, 200]).flat(),
    });
    const count = async (table: 'contact_queries' | 'student_registrations') =>
      (await app.db.selectFrom(table).select('id').execute()).length;
    expect([await count('contact_queries'), await count('student_registrations')]).toEqual([
      LAB,
      LAB,
    ]);
  });
});
