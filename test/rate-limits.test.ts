import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from './helpers/factories';
import { createSession } from '#server/plugins/sessions';
import { contactForm, registrationForm } from './helpers/enquiries';
import { waitForMail } from './helpers/outbox';
import { logIn, registerStudent, student } from './helpers/requests';
import { REDIS_URL, createTestSite, startApp } from './helpers/test-app';

const limits = {
  LOGIN_LIMIT_PER_IP: '6',
  LOGIN_LIMIT_PER_ACCOUNT_AND_IP: '3',
  LOGIN_LIMIT_PER_ACCOUNT: '5',
  FORGOT_PASSWORD_LIMIT_PER_ACCOUNT: '2',
  REGISTER_LIMIT_PER_IP: '2',
};

const stores = [
  ['in memory', {}],
  ['in Redis', { REDIS_URL: REDIS_URL }],
] as const;

describe.each(stores)('rate limits %s', (_name, store) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  beforeAll(async () => {
    if ('REDIS_URL' in store) {
      const redis = new Redis(store.REDIS_URL);
      const stale = await redis.keys('rate-limit:*');
      if (stale.length) await redis.del(...stale);
      await redis.quit();
    }
  });

  it('stop repeated wrong passwords per account and address, per account and per address with a 429 message', async () => {
    const site = await createTestSite({ ...limits, ...store });
    const app = await startApp(site);
    cleanups.push(
      () => site.dispose(),
      () => app.close(),
    );
    await registerStudent(app, { email: 'target@example.com' });
    const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email, password },
        remoteAddress,
      });

    for (let i = 0; i < 3; i++)
      expect((await login('target@example.com', 'Wrong1234')).statusCode).toBe(401);
    const blocked = await login('TARGET@example.com', student.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many attempts\. Please try again in .+\.$/),
    });

    // The guesser's address is locked out of the account; its owner, elsewhere, is not, and a
    // right password is not counted.
    for (let i = 0; i < 3; i++)
      expect((await login('target@example.com', student.password, '10.0.0.2')).statusCode).toBe(
        200,
      );
    // Past the account's limit, addresses that tried it wait; one new to it does not.
    expect((await login('target@example.com', 'Wrong1234', '10.0.0.3')).statusCode).toBe(401);
    expect((await login('target@example.com', 'Wrong1234', '10.0.0.3')).statusCode).toBe(401);
    expect((await login('target@example.com', student.password, '10.0.0.3')).statusCode).toBe(429);
    expect((await login('target@example.com', student.password, '10.0.0.4')).statusCode).toBe(200);

    // Other accounts from the first address have the rest of its allowance (three refused
    // attempts were not counted).
    for (let i = 0; i < 3; i++)
      expect((await login(`other${i}@example.com`, 'Wrong1234')).statusCode).toBe(401);
    expect((await login('other9@example.com', 'Wrong1234')).statusCode).toBe(429);

    const forgot = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/forget-password',
        payload: { email: 'target@example.com' },
      });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);

    // REGISTER_LIMIT_PER_IP is 2 and one account was made above.
    const register = (email: string) =>
      app.inject({ method: 'POST', url: '/api/v1/user/register', payload: { ...student, email } });
    expect((await register('second@example.com')).statusCode).toBe(201);
    const third = await register('third@example.com');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    // An admin creating admins from the same address is not throttled. (Logging in is throttled
    // by now, so the admin's session is made directly.)
    const { user: adminUser } = await makeAdmin(app.db);
    const admin = `sid=${await createSession(app.db, adminUser.id, 1)}`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { cookie: admin },
      payload: {
        email: 'staff@example.com',
        mobileNo: '9123456789',
        password: 'secret1',
        username: 'Staff',
        role: 'admin',
      },
    });
    expect(created.statusCode).toBe(201);
  });

  it('let the owner in from a new address after guesses from many addresses, and lift the count on a password reset', async () => {
    const site = await createTestSite({
      ...store,
      LOGIN_LIMIT_PER_ACCOUNT_AND_IP: '3',
      LOGIN_LIMIT_PER_ACCOUNT: '10',
    });
    const app = await startApp(site);
    cleanups.push(
      () => site.dispose(),
      () => app.close(),
    );
    const email = `owner-${randomUUID()}@example.com`;
    await registerStudent(app, { email });
    const login = (password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email, password },
        remoteAddress,
      });
    // Guesses sent at once count before their answers: three get through from one address.
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => login('Wrong1234', '10.1.0.1')),
    );
    expect(burst.map((res) => res.statusCode).sort()).toEqual([401, 401, 401, 429, 429, 429]);
    // Three more addresses take the account to its limit of ten wrong passwords.
    const statuses: number[] = [];
    for (const address of ['10.1.0.2', '10.1.0.3', '10.1.0.4'])
      for (let i = 0; i < 3; i++) statuses.push((await login('Wrong1234', address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 429, 429]);
    // Every guessing address waits, even with the right password; the owner elsewhere logs in.
    expect((await login(student.password, '10.1.0.1')).statusCode).toBe(429);
    expect((await login(student.password, '10.2.0.1')).statusCode).toBe(200);
    // Each new address gets one guess, until twice the account's limit: then every address waits.
    for (let a = 1; a <= 10; a++)
      expect((await login('Wrong1234', `10.3.0.${a}`)).statusCode).toBe(401);
    expect((await login('Wrong1234', '10.3.1.1')).statusCode).toBe(429);
    expect((await login(student.password, '10.4.0.1')).statusCode).toBe(429);

    // A password reset lifts the account's count, from every address.
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/forget-password',
      payload: { email },
    });
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(
      await waitForMail(site, email, '/reset-password/'),
    )?.[1];
    const reset = await app.inject({
      method: 'POST',
      url: `/api/v1/user/reset-password/${token}`,
      payload: { newPassword: 'Reset1234' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('Reset1234', '10.1.0.1')).statusCode).toBe(200);
    expect((await login('Reset1234', '10.4.0.1')).statusCode).toBe(200);
  });

  it('stop repeated contact and registration forms per address, each counted apart', async () => {
    const site = await createTestSite({
      ...store,
      CONTACT_LIMIT_PER_IP: '2',
      REGISTRATION_FORM_LIMIT_PER_IP: '2',
    });
    const app = await startApp(site);
    cleanups.push(
      () => site.dispose(),
      () => app.close(),
    );
    const send = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
    for (const [url, payload] of [
      ['/api/v1/contact/create', contactForm],
      ['/api/v1/register', registrationForm],
    ] as const) {
      for (let i = 0; i < 2; i++) expect((await send(url, payload)).statusCode).toBe(201);
      const blocked = await send(url, payload);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in .+\.$/);
    }
  });

  it('stop repeated reviews per user, each user counted apart', async () => {
    const site = await createTestSite({ ...store, REVIEW_LIMIT_PER_USER: '2' });
    const app = await startApp(site);
    cleanups.push(
      () => site.dispose(),
      () => app.close(),
    );
    const review = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/review/create',
        headers: { cookie },
        payload: { message: 'Clear teaching and good projects.' },
      });
    await registerStudent(app, { email: 'reviewer@example.com' });
    await registerStudent(app, { email: 'second@example.com' });
    const first = await logIn(app, 'reviewer@example.com', student.password);
    const second = await logIn(app, 'second@example.com', student.password);
    for (let i = 0; i < 2; i++) expect((await review(first)).statusCode).toBe(201);
    const blocked = await review(first);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in .+\.$/);
    expect((await review(second)).statusCode).toBe(201);
    expect(await app.db.selectFrom('reviews').select('id').execute()).toHaveLength(3);
  });
});

describe('the address limits count', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const siteWith = async (env: Record<string, string>) => {
    const site = await createTestSite({ CONTACT_LIMIT_PER_IP: '2', ...env });
    const app = await startApp(site);
    cleanups.push(
      () => site.dispose(),
      () => app.close(),
    );
    return (remoteAddress: string, forwardedFor?: string) =>
      app
        .inject({
          method: 'POST',
          url: '/api/v1/contact/create',
          payload: contactForm,
          remoteAddress,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        })
        .then((res) => res.statusCode);
  };

  it('is the one the named proxy saw, whatever a client writes before it', async () => {
    const contact = await siteWith({ TRUST_PROXY: '10.0.0.0/8' });
    // The proxy at 10.0.0.5 appends the address it saw; the client wrote the first entries.
    expect(await contact('10.0.0.5', '1.1.1.1, 203.0.113.7')).toBe(201);
    expect(await contact('10.0.0.5', '2.2.2.2, 203.0.113.7')).toBe(201);
    expect(await contact('10.0.0.5', '3.3.3.3, 4.4.4.4, 203.0.113.7')).toBe(429);
    expect(await contact('10.0.0.5', '203.0.113.8')).toBe(201);
    // A client reaching the server directly cannot name another address.
    expect(await contact('198.51.100.1', '5.5.5.5')).toBe(201);
    expect(await contact('198.51.100.1', '6.6.6.6')).toBe(201);
    expect(await contact('198.51.100.1', '7.7.7.7')).toBe(429);
  });

  it('is the /64 network of an IPv6 client', async () => {
    const contact = await siteWith({});
    expect(await contact('2001:db8:1:2::a')).toBe(201);
    expect(await contact('2001:db8:1:2:ffff::b')).toBe(201);
    expect(await contact('2001:db8:1:2:1:2:3:4')).toBe(429);
    expect(await contact('2001:db8:1:3::a')).toBe(201);
  });
});
