import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeUser } from './helpers/factories';
import { contactForm, registrationForm } from './helpers/enquiries';
import { pngImage } from './helpers/files';
import { as, logIn, multipart, student } from './helpers/requests';
import { startRedisServer, type RedisServer } from './helpers/redis-server';
import { serverWarnings } from './helpers/server-log';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

type App = Awaited<ReturnType<typeof startApp>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Longer than any answer takes on a loaded machine (an upload took 3.2 s in CI beside the
 * journeys), far shorter than waiting on a Redis that never answers: a hung Redis is never waited
 * out, whatever the machine's speed (speed is for npm run bench).
 */
const WAITED_ON_REDIS_MS = 10_000;

/** Asks until the answer is the one expected, for at most `ms`; returns the last answer. */
async function until<T>(ask: () => Promise<T>, expected: T, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  let seen = await ask();
  while (seen !== expected && Date.now() < end) {
    await sleep(50);
    seen = await ask();
  }
  return seen;
}

describe('two servers when their Redis goes away and comes back', () => {
  let redis: RedisServer;
  let site: TestSite;
  let one: App;
  let two: App;
  let studentCookie: string;
  let studentEmail: string;
  let studentPassword: string;
  let courseId: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    site = await createTestSite({ REDIS_URL: redis.url, CONTACT_LIMIT_PER_IP: '3' });
    // The same database and Redis, as a second machine would have them.
    one = await startApp(site);
    two = await startApp(site);
    const buyer = await makeUser(one.db);
    studentEmail = buyer.user.email;
    studentPassword = buyer.password;
    studentCookie = await logIn(one, studentEmail, studentPassword);
    courseId = (await makeCourse(one, { course_title: 'Python Basics' })).id;
  });

  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await site?.dispose();
    await redis?.kill();
  });

  const contact = (app: App, remoteAddress: string) =>
    app
      .inject({
        method: 'POST',
        url: '/api/v1/contact/create',
        payload: contactForm,
        remoteAddress,
      })
      .then((res) => res.statusCode);
  const title = async (app: App) =>
    (await app.inject({ url: `/api/v1/course/singlecourse/${courseId}` })).json<{
      data: { courseTitle: string };
    }>().data.courseTitle;
  /** Renames the course through the first server, as an admin would. */
  const rename = async (courseTitle: string) => {
    await one.db
      .updateTable('courses')
      .set({ course_title: courseTitle })
      .where('id', '=', courseId)
      .execute();
  };
  /** Each of the routes that counts attempts, on the first server, timed. */
  const everyLimitedRoute = async (n: number) => {
    const address = `10.8.0.${n}`;
    const calls: [string, () => Promise<{ statusCode: number }>][] = [
      [
        'login',
        () =>
          one.inject({
            method: 'POST',
            url: '/api/v1/user/login',
            payload: { email: studentEmail, password: studentPassword },
            remoteAddress: address,
          }),
      ],
      [
        'wrong password',
        () =>
          one.inject({
            method: 'POST',
            url: '/api/v1/user/login',
            payload: { email: studentEmail, password: 'Wrong1234' },
            remoteAddress: address,
          }),
      ],
      [
        'sign-up',
        () =>
          one.inject({
            method: 'POST',
            url: '/api/v1/user/register',
            payload: { ...student, email: `outage${n}@example.com` },
            remoteAddress: address,
          }),
      ],
      [
        'forgot password',
        () =>
          one.inject({
            method: 'POST',
            url: '/api/v1/user/forget-password',
            payload: { email: studentEmail },
            remoteAddress: address,
          }),
      ],
      [
        'contact',
        () =>
          one.inject({
            method: 'POST',
            url: '/api/v1/contact/create',
            payload: contactForm,
            remoteAddress: address,
          }),
      ],
      [
        'demo booking',
        () =>
          one.inject({
            method: 'POST',
            url: '/api/v1/contact/demo',
            payload: { courseId, name: 'Kavya Nair', phone: '9876543210' },
            remoteAddress: address,
          }),
      ],
      [
        'registration',
        () =>
          one.inject({
            method: 'POST',
            url: '/api/v1/register',
            payload: { ...registrationForm, contact: `98765${String(n).padStart(5, '0')}` },
            remoteAddress: address,
          }),
      ],
      [
        'certificate check',
        () =>
          one.inject({
            method: 'POST',
            url: '/api/v1/certificate/check',
            payload: { number: 'VCI-2025-000001' },
            remoteAddress: address,
          }),
      ],
      [
        'coupon',
        () =>
          one.inject({
            method: 'POST',
            url: '/api/v1/payment/quote',
            payload: { courseId, couponCode: 'NOSUCHCODE' },
            remoteAddress: address,
          }),
      ],
      [
        'review',
        () =>
          as(one, studentCookie, {
            method: 'POST',
            url: '/api/v1/review/create',
            payload: { message: `Clear teaching, week ${n}.` },
          }),
      ],
      [
        'upload',
        async () =>
          as(one, studentCookie, {
            method: 'PATCH',
            url: '/api/v1/user/updateImg',
            ...(await multipart(
              {},
              { profileImg: { name: 'me.png', data: await pngImage(64, 64) } },
            )),
          }),
      ],
    ];
    const answers: Record<string, { status: number; ms: number }> = {};
    for (const [name, call] of calls) {
      const started = performance.now();
      const { statusCode } = await call();
      answers[name] = { status: statusCode, ms: Math.round(performance.now() - started) };
    }
    return answers;
  };
  const expectAnswered = (answers: Record<string, { status: number; ms: number }>) => {
    expect(answers).toEqual({
      login: { status: 200, ms: expect.any(Number) },
      'wrong password': { status: 401, ms: expect.any(Number) },
      'sign-up': { status: 201, ms: expect.any(Number) },
      'forgot password': { status: 200, ms: expect.any(Number) },
      contact: { status: 201, ms: expect.any(Number) },
      'demo booking': { status: 201, ms: expect.any(Number) },
      registration: { status: 201, ms: expect.any(Number) },
      'certificate check': { status: 404, ms: expect.any(Number) },
      coupon: { status: 400, ms: expect.any(Number) },
      review: { status: 201, ms: expect.any(Number) },
      upload: { status: 200, ms: expect.any(Number) },
    });
    const waited = Object.entries(answers).filter(([, { ms }]) => ms > WAITED_ON_REDIS_MS);
    expect(waited, 'answers that waited on Redis').toEqual([]);
  };

  it('share the counts while Redis is up', async () => {
    expect(await contact(one, '10.9.0.1')).toBe(201);
    expect(await contact(two, '10.9.0.1')).toBe(201);
    expect(await contact(one, '10.9.0.1')).toBe(201);
    expect(await contact(two, '10.9.0.1')).toBe(429);
  });

  it('answer every limited route at once when Redis is killed, each counting on its own', async () => {
    await redis.kill();
    expectAnswered(await everyLimitedRoute(1));
    expectAnswered(await everyLimitedRoute(2));
    // Limits still hold, per server.
    for (let i = 0; i < 3; i++) expect(await contact(one, '10.7.0.1')).toBe(201);
    expect(await contact(one, '10.7.0.1')).toBe(429);
    expect(await contact(two, '10.7.0.1')).toBe(201);
    // Told once per server, not once per request or reconnection.
    const told = serverWarnings().filter((line) => line.includes('Redis cannot be reached'));
    expect(told).toHaveLength(2);
  });

  it('serve no cached response that another server changed while the change feed is down', async () => {
    expect(await title(two)).toBe('Python Basics');
    expect(await title(two)).toBe('Python Basics');
    await rename('Python While Redis Sleeps');
    expect(await title(two)).toBe('Python While Redis Sleeps');
  });

  it('share the counts and the changes again once Redis is back, by themselves', async () => {
    await redis.start();
    const started = Date.now();
    // A fresh address, counted on both: shared once both servers see Redis again.
    let n = 0;
    const shared = async () => {
      const key = `probe:${++n}`;
      await one.counters.add(key, ['n'], 1, 60_000);
      return (await two.counters.add(key, ['n'], 1, 60_000)).counts[0];
    };
    expect(await until(shared, 2)).toBe(2);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await contact(one, '10.6.0.1')).toBe(201);
    expect(await contact(two, '10.6.0.1')).toBe(201);
    expect(await contact(one, '10.6.0.1')).toBe(201);
    expect(await contact(two, '10.6.0.1')).toBe(429);

    // A change through the first reaches the second again.
    await rename('Python Again');
    expect(await until(() => title(two), 'Python Again')).toBe('Python Again');
  });

  it('answer while Redis hangs, and stop caching responses it cannot vouch for', async () => {
    expect(await title(two)).toBe('Python Again');
    redis.pause();
    try {
      const started = performance.now();
      expect(await contact(one, '10.5.0.1')).toBe(201);
      expect(performance.now() - started).toBeLessThan(WAITED_ON_REDIS_MS);
      expectAnswered(await everyLimitedRoute(3));
      // A missed heartbeat (a second) ends the subscription: from then on nothing is kept.
      await sleep(2500);
      await rename('Python While Redis Hangs');
      expect(await title(two)).toBe('Python While Redis Hangs');
    } finally {
      redis.resume();
    }
  });
});
