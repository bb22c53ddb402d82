import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { adminSession } from '../helpers/catalogue';
import { studentSession } from '../helpers/money';
import { as } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

describe('coupon codes cannot be guessed', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let courseId: string;

  beforeAll(async () => {
    site = await createTestSite({ COUPON_LIMIT_PER_IP: '5', COUPON_LIMIT_PER_USER: '3' });
    app = await startApp(site);
    const admin = await adminSession(app);
    courseId = (await makeCourse(app, { course_price: 499900 })).id;
    const created = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/payment/coupons',
      payload: { code: 'FREE100', kind: 'percent', value: 100 },
    });
    expect(created.statusCode).toBe(200);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const send = (
    url: 'quote' | 'checkout',
    couponCode: string | undefined,
    remoteAddress: string,
    cookie?: string,
  ) =>
    as(app, cookie, {
      method: 'POST',
      url: `/api/v1/payment/${url}`,
      payload: { courseId, couponCode },
      remoteAddress,
    });

  it('per address: past the limit even the right code waits, and a quote without a code does not count', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send('quote', `GUESS${i}`, '10.0.0.1')).statusCode).toBe(400);
      expect((await send('quote', undefined, '10.0.0.1')).statusCode).toBe(200);
    }
    const refused = await send('quote', 'FREE100', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many coupon codes tried. Please try again in 15 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await send('quote', undefined, '10.0.0.1')).statusCode).toBe(200);
    expect((await send('quote', 'FREE100', '10.0.0.2')).statusCode).toBe(200);
  });

  it('per account: quotes and orders share the count, from any address', async () => {
    const { cookie } = await studentSession(app);
    expect((await send('quote', 'GUESS1', '10.1.0.1', cookie)).statusCode).toBe(400);
    expect((await send('quote', 'GUESS2', '10.1.0.2', cookie)).statusCode).toBe(400);
    expect((await send('checkout', 'GUESS3', '10.1.0.3', cookie)).statusCode).toBe(400);
    expect((await send('checkout', 'FREE100', '10.1.0.4', cookie)).statusCode).toBe(429);
    expect((await send('quote', 'FREE100', '10.1.0.4', cookie)).statusCode).toBe(429);
    // Another student at the same address is not held back.
    const other = await studentSession(app);
    expect((await send('quote', 'FREE100', '10.1.0.1', other.cookie)).statusCode).toBe(200);
  });
});
