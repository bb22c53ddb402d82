import { describe, expect, it } from 'vitest';
import { couponState } from '#common/coupons';
import { makeCourse } from '../helpers/factories';
import { indiaToday } from '#server/db/time';
import { buyOnline, studentSession } from '../helpers/money';
import { as } from '../helpers/requests';
import { testDb } from '../helpers/test-app';
import { moneySite } from './money-site';

const dayFromToday = (days: number) =>
  new Date(Date.parse(`${indiaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('a coupon state on a day', () => {
  const usable = { active: true, validFrom: '2026-11-01', validTo: '2026-11-30', maxUses: 2 };
  it.each([
    ['2026-10-31', 0, true, 'Scheduled'],
    ['2026-11-01', 0, true, 'Active'],
    ['2026-11-30', 1, true, 'Active'],
    ['2026-12-01', 0, true, 'Expired'],
    ['2026-11-15', 2, true, 'Used up'],
    ['2026-11-15', 0, false, 'Off'],
    ['2026-12-01', 2, false, 'Off'],
  ] as const)('on %s with %i uses (on: %s) is %s', (today, uses, active, state) => {
    expect(couponState({ ...usable, uses, active }, today)).toBe(state);
  });

  it('is Active without days or a limit', () => {
    const open = { active: true, validFrom: null, validTo: null, maxUses: null, uses: 900 };
    expect(couponState(open, '2030-01-01')).toBe('Active');
  });
});

describe(`the coupons list's states (${testDb})`, () => {
  const ctx = moneySite();
  const create = async (code: string, body: Record<string, unknown>) => {
    const res = await as(ctx.app, ctx.admin, {
      method: 'POST',
      url: '/api/v1/payment/coupons',
      payload: { code, kind: 'percent', value: 10, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("shows each coupon's state by India's day, as checkout takes it", async () => {
    await create('LATER', { validFrom: dayFromToday(1) });
    await create('TODAYONLY', { validFrom: indiaToday(), validTo: indiaToday() });
    await create('BYGONE', { validTo: dayFromToday(-1) });
    await create('ONCE', { maxUses: 1 });
    await create('PAUSED', { active: false });
    const course = await makeCourse(ctx.app, { course_price: 100000 });
    const { cookie: student } = await studentSession(ctx.app);
    expect((await buyOnline(ctx.app, student, course.id, 'ONCE')).statusCode).toBe(200);

    const list = await as(ctx.app, ctx.admin, { method: 'GET', url: '/api/v1/payment/coupons' });
    const states = Object.fromEntries(
      (list.json().data.data as { code: string; state: string }[]).map((c) => [c.code, c.state]),
    );
    expect(states).toEqual({
      LATER: 'Scheduled',
      TODAYONLY: 'Active',
      BYGONE: 'Expired',
      ONCE: 'Used up',
      PAUSED: 'Off',
    });

    const quote = async (code: string) =>
      (
        await as(ctx.app, student, {
          method: 'POST',
          url: '/api/v1/payment/quote',
          payload: { courseId: course.id, couponCode: code },
        })
      ).json().message as string | undefined;
    expect(await quote('LATER')).toBe('This coupon code is not valid yet.');
    expect(await quote('BYGONE')).toBe('This coupon code has expired.');
    expect(await quote('ONCE')).toBe('This coupon code has been fully used.');
    expect(await quote('TODAYONLY')).toBeUndefined();
  });
});
