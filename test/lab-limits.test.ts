import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactForm, registrationForm } from './helpers/enquiries';
import { multipart, student } from './helpers/requests';
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
    });
  });

  it('lets forty students sign up, log in, write, register and ask for a reset from one address', async () => {
    const statuses = {
      signUp: [] as number[],
      login: [] as number[],
      contact: [] as number[],
      form: [] as number[],
      reset: [] as number[],
      certificate: [] as number[],
    };
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
      // Each checks their certificate twice (a typo first) and by its number.
      for (const DOB of ['2004-01-01', '2004-01-02']) {
        const check = await app.inject({
          method: 'POST',
          url: '/api/v1/certificate/check',
          payload: { name: `Lab Student ${i}`, DOB },
        });
        statuses.certificate.push(check.statusCode);
      }
      const byNumber = await app.inject({
        method: 'POST',
        url: '/api/v1/certificate/check',
        payload: { number: `VCI-2025-${String(i + 1).padStart(6, '0')}` },
      });
      statuses.certificate.push(byNumber.statusCode);
    }
    expect(statuses).toEqual({
      signUp: Array(LAB).fill(201),
      login: Array(LAB).fill(200),
      contact: Array(LAB).fill(201),
      form: Array(LAB).fill(201),
      reset: Array(LAB).fill(200),
      // Nobody here holds a certificate: every check is answered, none is refused as too many.
      certificate: Array(LAB * 3).fill(404),
    });
    const count = async (table: 'contact_queries' | 'student_registrations') =>
      (await app.db.selectFrom(table).select('id').execute()).length;
    expect([await count('contact_queries'), await count('student_registrations')]).toEqual([
      LAB,
      LAB,
    ]);
  });
});
