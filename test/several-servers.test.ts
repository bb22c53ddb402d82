import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { makeAdmin, makeCourse, makeEnrollment, makeUser } from './helpers/factories';
import { insertPayment } from '#server/features/payments/repo';
import { createTestProvider, type PaymentProvider } from '#server/services/payments';
import { fields } from './courses/course-site';
import { pdfFile, pngImage } from './helpers/files';
import { as, logIn, multipart } from './helpers/requests';
import { startS3Server, type S3Server } from './helpers/s3-server';
import { REDIS_URL, createTestSite, startApp, testDb, type TestSite } from './helpers/test-app';

type App = Awaited<ReturnType<typeof startApp>>;

/** The test gateway, held inside its first question until the test opens it; counts questions. */
function heldProvider() {
  const provider = createTestProvider();
  const asked: string[] = [];
  let entered!: () => void;
  let open!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  const held: PaymentProvider = {
    ...provider,
    async orderPayments(orderId) {
      asked.push(orderId);
      entered();
      await opened;
      return provider.orderPayments(orderId);
    },
  };
  return { held, asked, inside, open };
}

function countingProvider() {
  const provider = createTestProvider();
  const asked: string[] = [];
  const counting: PaymentProvider = {
    ...provider,
    async orderPayments(orderId) {
      asked.push(orderId);
      return provider.orderPayments(orderId);
    },
  };
  return { counting, asked };
}

/** Asks until the answer is the one expected; the test's time-out bounds the wait. */
async function untilSeen<T>(ask: () => Promise<T>, expected: T): Promise<T> {
  let seen = await ask();
  while (seen !== expected) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = await ask();
  }
  return seen;
}

describe.runIf(testDb === 'postgres')(
  'two servers on one PostgreSQL database, one Redis and one S3 bucket',
  () => {
    let s3: S3Server;
    const sites: TestSite[] = [];
    let one: App;
    let two: App;
    const gateway = heldProvider();
    const otherGateway = countingProvider();

    beforeAll(async () => {
      s3 = await startS3Server();
      const first = await createTestSite(
        { ...(await s3.bucket()), REDIS_URL, LOGIN_LIMIT_PER_ACCOUNT_AND_IP: '3' },
        { db: 'postgres' },
      );
      // The second server shares the first one's settings and nothing on disk, as a second
      // machine would.
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'second-server-'));
      const env = { ...first.env, DATA_DIR: dataDir };
      const second: TestSite = {
        dataDir,
        env,
        config: loadConfig(env),
        dispose: () => fs.rm(dataDir, { recursive: true, force: true }),
      };
      sites.push(first, second);
      one = await startApp(first, { payments: gateway.held });
      two = await startApp(second, { payments: otherGateway.counting });
    });

    afterAll(async () => {
      await Promise.all([one?.close(), two?.close()]);
      for (const site of sites) await site.dispose();
      await s3?.close();
    });

    it('a session made on one works on the other', async () => {
      const made = await makeUser(one.db);
      const cookie = await logIn(one, made.user.email, made.password);
      const profile = await as(two, cookie, { url: '/api/v1/user/profile' });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data.email).toBe(made.user.email);
      await as(two, cookie, { method: 'POST', url: '/api/v1/user/logout' });
      expect((await as(one, cookie, { url: '/api/v1/user/profile' })).statusCode).toBe(401);
    });

    it('a file uploaded through one downloads through the other', async () => {
      const made = await makeAdmin(one.db);
      const admin = await logIn(one, made.user.email, made.password);
      const picture = await as(one, admin, {
        method: 'PATCH',
        url: '/api/v1/user/updateImg',
        ...(await multipart({}, { profileImg: { name: 'me.png', data: await pngImage() } })),
      });
      expect(picture.statusCode).toBe(200);
      const shown = await two.inject({ url: picture.json().data.profileImg });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/webp');

      const course = await makeCourse(one);
      const data = pdfFile('Week 1: loops');
      const added = await as(one, admin, {
        method: 'POST',
        url: `/api/v1/course/addSyllabus/${course.id}`,
        ...(await multipart({}, { syllabus: { name: 'Week 1.pdf', data } })),
      });
      expect(added.statusCode).toBe(200);
      const buyer = await makeUser(one.db);
      await makeEnrollment(one.db, buyer.user.id, course.id);
      const student = await logIn(two, buyer.user.email, buyer.password);
      const res = await as(two, student, { url: added.json().data.syllabus[0].fileUrl });
      expect(res.statusCode).toBe(302);
      const download = await fetch(String(res.headers.location));
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(data);
    });

    it('rate-limit counts are shared', async () => {
      const email = `guess-${randomUUID()}@example.com`;
      const guess = (app: App) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/user/login',
          payload: { email, password: 'Wrong1234' },
        });
      expect((await guess(one)).statusCode).toBe(401);
      expect((await guess(two)).statusCode).toBe(401);
      expect((await guess(one)).statusCode).toBe(401);
      expect((await guess(two)).statusCode).toBe(429);
    });

    it('public responses cached by both are dropped when one changes a course', async () => {
      const made = await makeAdmin(one.db);
      const admin = await logIn(one, made.user.email, made.password);
      const course = await makeCourse(one, { course_title: 'Python Basics' });
      const title = async (app: App) =>
        (await app.inject({ url: `/api/v1/course/singlecourse/${course.id}` })).json<{
          data: { courseTitle: string };
        }>().data.courseTitle;
      const listed = async (app: App) =>
        (await app.inject({ url: '/api/v1/course' }))
          .json<{ data: { courses: { courseTitle: string }[] } }>()
          .data.courses.some((c) => c.courseTitle === 'Python for Data Work');
      // Both keep the answers now (a second ask is served from memory).
      for (const app of [one, two]) {
        expect(await title(app)).toBe('Python Basics');
        expect(await listed(app)).toBe(false);
      }

      const edited = await as(one, admin, {
        method: 'PATCH',
        url: `/api/v1/course/edit/${course.id}`,
        payload: { ...fields, courseTitle: 'Python for Data Work' },
      });
      expect(edited.statusCode, edited.body).toBe(200);

      expect(await title(one)).toBe('Python for Data Work');
      expect(await listed(one)).toBe(true);
      expect(await untilSeen(() => title(two), 'Python for Data Work')).toBe(
        'Python for Data Work',
      );
      expect(await listed(two)).toBe(true);
    });

    it('the payment reconciliation runs on one server at a time', async () => {
      const buyer = await makeUser(one.db);
      const course = await makeCourse(one);
      await insertPayment(one.db, {
        user_id: buyer.user.id,
        course_id: course.id,
        amount: 100,
        provider: 'test',
        order_id: 'order_left_open',
      });
      await one.db
        .updateTable('payments')
        .set({ created_at: new Date(Date.now() - 60 * 60_000).toISOString() })
        .execute();

      // One is asking the gateway, holding the lock; the other skips its turn.
      const first = one.reconcileJob.runOnce();
      await gateway.inside;
      expect(await two.reconcileJob.runOnce()).toBe(false);
      expect(otherGateway.asked).toEqual([]);

      gateway.open();
      expect(await first).toBe(true);
      expect(gateway.asked).toEqual(['order_left_open']);
      // With the lock free, the other's next turn runs.
      expect(await two.reconcileJob.runOnce()).toBe(true);
      expect(otherGateway.asked).toEqual(['order_left_open']);
    });
  },
);
