import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdminAccount, unverifiedAdminMessage } from '#server/features/users/admin-accounts';
import { firstStart } from '#server/first-start';
import { hashPassword } from '#server/services/passwords';
import { outboxMails } from '../helpers/outbox';
import { as, logIn, registerStudent, student } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

type App = Awaited<ReturnType<typeof startApp>>;

const stats = (app: App, cookie: string) =>
  as(app, cookie, { method: 'GET', url: '/api/v1/stats' });

/** Follows the newest verification link mailed to `email`. */
async function verify(app: App, site: TestSite, email: string) {
  const mail = (await outboxMails(site)).findLast(
    (raw) => raw.includes(`To: ${email}`) && raw.includes('/verify-email/'),
  );
  const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  const res = await app.inject({ method: 'POST', url: `/api/v1/user/verify-email/${token}` });
  expect(res.statusCode).toBe(200);
}

describe('promoting an existing account to admin (create-admin)', () => {
  let site: TestSite;
  let app: App;
  const office = (email: string) => ({
    email,
    passwordHash: '',
    userName: 'Office',
    mobileNo: null,
  });

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('refuses an account whose address was never verified, and its cookie stays a student', async () => {
    // Someone signs up with the office's address before the office makes it an admin.
    await registerStudent(app, { email: 'office@example.com' });
    const squatter = await logIn(app, 'office@example.com', student.password);
    expect((await stats(app, squatter)).statusCode).toBe(403);

    const made = await makeAdminAccount(app.db, {
      ...office('office@example.com'),
      passwordHash: await hashPassword('Office@2025'),
    });
    expect(made).toBe('unverified');
    expect((await stats(app, squatter)).statusCode).toBe(403);
    await expect(logIn(app, 'office@example.com', 'Office@2025')).rejects.toThrow();
    expect(unverifiedAdminMessage('office@example.com')).toContain(
      'Either its owner logs in, verifies the address with the link on their profile page, and you run this again',
    );
  });

  it('ends every session of a verified account it promotes', async () => {
    await registerStudent(app, { email: 'clerk@example.com' });
    await verify(app, site, 'clerk@example.com');
    const before = await logIn(app, 'clerk@example.com', student.password);
    expect((await stats(app, before)).statusCode).toBe(403);

    const made = await makeAdminAccount(app.db, {
      ...office('clerk@example.com'),
      passwordHash: await hashPassword('Clerk@2025'),
    });
    expect(made).toBe('promoted');
    expect((await stats(app, before)).statusCode).toBe(401);
    const after = await logIn(app, 'clerk@example.com', 'Clerk@2025');
    expect((await stats(app, after)).statusCode).toBe(200);
  });
});

describe('the first start when ADMIN_EMAIL names an existing account', () => {
  const warnings: string[] = [];
  const log = {
    info: () => undefined,
    warn: (...args: unknown[]) => void warnings.push(String(args[1])),
  };

  async function siteWithStudent(email: string, verified: boolean) {
    const site = await createTestSite({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'First@2025' });
    const app = await startApp(site);
    await registerStudent(app, { email });
    if (verified) await verify(app, site, email);
    const cookie = await logIn(app, email, student.password);
    return { site, app, cookie };
  }

  it('makes no admin of an unverified account, and says so', async () => {
    const { site, app, cookie } = await siteWithStudent('first@example.com', false);
    try {
      await firstStart(app.db, app.storage, site.config, log);
      expect((await stats(app, cookie)).statusCode).toBe(403);
      const admins = await app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .execute();
      expect(admins).toEqual([]);
      expect(warnings.at(-1)).toMatch(
        /^no admin made: ADMIN_EMAIL names an account whose e-mail address was never verified/,
      );
    } finally {
      await app.close();
      await site.dispose();
    }
  });

  it('promotes a verified account and ends the sessions it had', async () => {
    const { site, app, cookie } = await siteWithStudent('owner@example.com', true);
    try {
      await firstStart(app.db, app.storage, site.config, log);
      expect((await stats(app, cookie)).statusCode).toBe(401);
      const admin = await logIn(app, 'owner@example.com', 'First@2025');
      expect((await stats(app, admin)).statusCode).toBe(200);
    } finally {
      await app.close();
      await site.dispose();
    }
  });
});
