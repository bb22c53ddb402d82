import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { insertCourse } from '#server/features/courses/repo';
import { insertPayment } from '#server/features/payments/repo';
import { createUser } from '#server/db/users';
import { openServices } from '#server/runtime';
import { createTestProvider } from '#server/services/payments';
import { createTestSite, testDb, type TestSite } from './helpers/test-app';

const STALE_ORDERS = 3;

/** The test gateway, slowed down and counting how often each order is asked about. */
function countingProvider(asked: string[]) {
  const provider = createTestProvider();
  return {
    ...provider,
    async orderPayments(orderId: string) {
      asked.push(orderId);
      await sleep(100);
      return provider.orderPayments(orderId);
    },
  };
}

describe.runIf(testDb === 'postgres')('payment reconciliation on several servers', () => {
  let site: TestSite;
  const asked: string[] = [];
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    site = await createTestSite();
    apps = await Promise.all(
      [1, 2].map(async () => {
        const services = await openServices(site.config, {
          info: () => undefined,
          warn: () => undefined,
        });
        const app = await buildApp({ ...services, payments: countingProvider(asked) });
        await app.ready();
        return app;
      }),
    );
    const db = apps[0]!.db;
    const buyer = await createUser(db, {
      userName: 'Buyer',
      email: 'buyer@example.com',
      mobileNo: null,
      passwordHash: null,
      role: 'student',
      emailVerified: false,
    });
    const course = await insertCourse(db, {
      course_title: 'Python',
      sub_title: 'Learn Python',
      category: 'Programming',
      course_price: 100,
      description: 'A course.',
      course_level: 'Beginner',
      course_duration: '3 Months',
      course_language: 'Hindi',
      instructor: 'Ankit Sharma',
      course_thumbnail: 'public/courses/none',
    });
    for (let i = 0; i < STALE_ORDERS; i++) {
      await insertPayment(db, {
        user_id: buyer.id,
        course_id: course.id,
        amount: 100,
        provider: 'test',
        order_id: `order_stale_${i}`,
      });
    }
    await db
      .updateTable('payments')
      .set({ created_at: new Date(Date.now() - 60 * 60_000).toISOString() })
      .execute();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await site.dispose();
  });

  it('runs on one server at a time: the other skips while the lock is held', async () => {
    const ran = await Promise.all(apps.map((app) => app.reconcileJob.runOnce()));
    expect(ran.sort()).toEqual([false, true]);
    expect(asked.sort()).toEqual(['order_stale_0', 'order_stale_1', 'order_stale_2']);
    expect(await apps[1]!.reconcileJob.runOnce()).toBe(true);
    expect(asked).toHaveLength(2 * STALE_ORDERS);
  });
});
