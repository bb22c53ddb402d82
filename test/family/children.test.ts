import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenOf } from '#server/db/family';
import { now } from '#server/db/time';
import { makeGuardian, makeUser } from '../helpers/factories';
import { createTestSite, startApp, testDb, type TestSite } from '../helpers/test-app';

describe(`who is a guardian: the rule of the family portal (${testDb})`, () => {
  const ctx = {} as { site: TestSite; app: Awaited<ReturnType<typeof startApp>> };
  beforeAll(async () => {
    ctx.site = await createTestSite();
    ctx.app = await startApp(ctx.site);
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.site.dispose();
  });

  const db = () => ctx.app.db;
  const student = async (userName: string) => (await makeUser(db(), { userName })).user;
  /** An account with this phone and/or e-mail, each verified or not. */
  const parent = async (contact: {
    phone?: string;
    phoneVerified?: boolean;
    email?: string;
    emailVerified?: boolean;
  }) => {
    const { user } = await makeUser(db(), {
      mobileNo: contact.phone ?? null,
      ...(contact.email ? { email: contact.email } : {}),
      emailVerified: contact.emailVerified ?? false,
    });
    if (contact.phoneVerified) {
      await db()
        .updateTable('users')
        .set({ mobile_verified_at: now() })
        .where('id', '=', user.id)
        .execute();
    }
    return user.id;
  };
  const names = async (userId: string) => (await childrenOf(db(), userId)).map((c) => c.name);

  it('is every student whose confirmed guardian has the verified phone: siblings sharing it', async () => {
    const asha = await student('Asha Verma');
    const ravi = await student('Ravi Verma');
    await makeGuardian(db(), asha.id, { phone: '9811100001' });
    await makeGuardian(db(), ravi.id, { phone: '9811100001' });
    expect(await names(await parent({ phone: '9811100001', phoneVerified: true }))).toEqual([
      'Asha Verma',
      'Ravi Verma',
    ]);
  });

  it('is nobody while the phone is not verified', async () => {
    const meena = await student('Meena Rao');
    await makeGuardian(db(), meena.id, { phone: '9811100002' });
    expect(await names(await parent({ phone: '9811100002' }))).toEqual([]);
  });

  it('is the student whose confirmed guardian has the verified e-mail, not while it is unverified', async () => {
    const kiran = await student('Kiran Das');
    const lata = await student('Lata Das');
    await makeGuardian(db(), kiran.id, { phone: null, email: 'das.father@example.com' });
    await makeGuardian(db(), lata.id, { phone: null, email: 'das.mother@example.com' });
    const father = await parent({ email: 'das.father@example.com', emailVerified: true });
    const mother = await parent({ email: 'das.mother@example.com' });
    expect(await names(father)).toEqual(['Kiran Das']);
    expect(await names(mother)).toEqual([]);
  });

  it('is nobody for a guardian not yet confirmed', async () => {
    const omar = await student('Omar Khan');
    await makeGuardian(db(), omar.id, { phone: '9811100003', confirmedAt: null });
    expect(await names(await parent({ phone: '9811100003', phoneVerified: true }))).toEqual([]);
  });

  it('leaves out a student who declined guardian access, and keeps their sibling', async () => {
    const sita = await student('Sita Yadav');
    const gita = await student('Gita Yadav');
    await makeGuardian(db(), sita.id, { phone: '9811100004' });
    await makeGuardian(db(), gita.id, { phone: '9811100004' });
    await db()
      .updateTable('users')
      .set({ guardians_declined_at: now() })
      .where('id', '=', gita.id)
      .execute();
    expect(await names(await parent({ phone: '9811100004', phoneVerified: true }))).toEqual([
      'Sita Yadav',
    ]);
  });

  it('names a child once when both the phone and the e-mail are their guardian’s', async () => {
    const tara = await student('Tara Singh');
    await makeGuardian(db(), tara.id, { phone: '9811100005' });
    await makeGuardian(db(), tara.id, { phone: null, email: 'singh@example.com' });
    const both = await parent({
      phone: '9811100005',
      phoneVerified: true,
      email: 'singh@example.com',
      emailVerified: true,
    });
    expect(await names(both)).toEqual(['Tara Singh']);
  });

  it('is not the account itself, when a student names their own phone', async () => {
    const self = await parent({ phone: '9811100006', phoneVerified: true });
    await makeGuardian(db(), self, { phone: '9811100006' });
    expect(await names(self)).toEqual([]);
  });
});
