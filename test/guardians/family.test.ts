import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyOf } from '#server/db/family';
import { makeGuardian, makeUser } from '../helpers/factories';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

describe("who hears about a student's fees, attendance and results", () => {
  const ctx = {} as { site: TestSite; app: Awaited<ReturnType<typeof startApp>> };
  beforeAll(async () => {
    ctx.site = await createTestSite();
    ctx.app = await startApp(ctx.site);
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.site.dispose();
  });

  it('is the student and each confirmed guardian who chose the topic', async () => {
    const db = ctx.app.db;
    const { user } = await makeUser(db, { mobileNo: '9876500001', language: 'en' });
    const father = await makeGuardian(db, user.id, { name: 'Ramesh', topics: ['fees'] });
    await makeGuardian(db, user.id, { name: 'Sunita', topics: ['attendance'] });
    await makeGuardian(db, user.id, { name: 'Unconfirmed', confirmedAt: null });

    const fees = await familyOf(db, user.id, 'fees');
    expect(fees).toEqual([
      expect.objectContaining({ role: 'student', userId: user.id, phone: '9876500001' }),
      expect.objectContaining({
        role: 'parent',
        name: 'Ramesh',
        phone: father.phone,
        language: 'hi',
      }),
    ]);
    expect((await familyOf(db, user.id, 'attendance')).map((r) => r.name)).toEqual([
      user.user_name,
      'Sunita',
    ]);
    expect(await familyOf(db, 'no-such-student', 'fees')).toEqual([]);
  });

  it('is the student alone while they decline guardian access', async () => {
    const db = ctx.app.db;
    const { user } = await makeUser(db, { language: 'en' });
    await makeGuardian(db, user.id, { name: 'Confirmed father' });
    await db
      .updateTable('users')
      .set({ guardians_declined_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    for (const topic of ['fees', 'attendance', 'results'] as const) {
      expect((await familyOf(db, user.id, topic)).map((member) => member.role)).toEqual([
        'student',
      ]);
    }
  });
});
