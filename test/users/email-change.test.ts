import { describe, expect, it } from 'vitest';
import { makeUser } from '../helpers/factories';
import { createSession } from '#server/plugins/sessions';
import { outboxMails, waitForMail } from '../helpers/outbox';
import { logIn, registerStudent, student } from '../helpers/requests';
import { accountsSite, neverSendsSecrets } from './accounts-site';

describe('accounts: changing the e-mail address', () => {
  const ctx = accountsSite();
  const profile = (cookie: string) =>
    ctx.call(cookie, { method: 'GET', url: '/api/v1/user/profile' });
  const update = (cookie: string, payload: Record<string, string>) =>
    ctx.call(cookie, {
      method: 'PATCH',
      url: '/api/v1/user/updateProfile',
      payload: { userName: 'Mover', mobileNo: '8123456789', ...payload },
    });

  it('asks for the current password, ends the other sessions and verifies the new address', async () => {
    await registerStudent(ctx.app, { email: 'mover@example.com' });
    const here = await logIn(ctx.app, 'mover@example.com', student.password);
    const elsewhere = await logIn(ctx.app, 'mover@example.com', student.password);

    const without = await update(here, { email: 'taker@example.com' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      success: false,
      message: 'Enter your current password to change your e-mail address.',
      errors: { currentPassword: 'Enter your current password to change your e-mail address.' },
    });
    const wrong = await update(here, { email: 'taker@example.com', currentPassword: 'Wrong1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      currentPassword: 'Your current password is incorrect.',
    });
    expect((await profile(here)).json().data.email).toBe('mover@example.com');
    // The other details change without it.
    const renamed = await update(here, { email: 'mover@example.com', userName: 'Mover Two' });
    expect(renamed.statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(200);

    const moved = await update(here, {
      email: 'Mover.New@example.com',
      currentPassword: student.password,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Profile Updated',
      data: { email: 'mover.new@example.com', emailVerified: false },
    });
    expect((await profile(here)).statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    await waitForMail(ctx.site, 'mover.new@example.com', '/verify-email/');
  });

  it('stops the links mailed to the old address', async () => {
    await registerStudent(ctx.app, { email: 'old.box@example.com' });
    const cookie = await logIn(ctx.app, 'old.box@example.com', student.password);
    await ctx.call(undefined, {
      method: 'POST',
      url: '/api/v1/user/forget-password',
      payload: { email: 'old.box@example.com' },
    });
    const mails = async (text: string) => {
      await waitForMail(ctx.site, 'old.box@example.com', text);
      const mail = (await outboxMails(ctx.site)).find(
        (raw) => raw.includes('To: old.box@example.com') && raw.includes(text),
      );
      return new RegExp(`${text}([A-Za-z0-9_-]+)`).exec(mail ?? '')?.[1];
    };
    const resetToken = await mails('/reset-password/');
    const verifyToken = await mails('/verify-email/');
    const moved = await update(cookie, {
      email: 'new.box@example.com',
      currentPassword: student.password,
    });
    expect(moved.statusCode).toBe(200);

    const verify = await ctx.call(undefined, {
      method: 'POST',
      url: `/api/v1/user/verify-email/${verifyToken}`,
    });
    expect(verify.statusCode).toBe(400);
    const reset = await ctx.call(undefined, {
      method: 'POST',
      url: `/api/v1/user/reset-password/${resetToken}`,
      payload: { newPassword: 'Taken1234' },
    });
    expect(reset.statusCode).toBe(400);
    expect((await profile(cookie)).json().data.emailVerified).toBe(false);
  });

  it('refuses a new address on an account without a password, saying how to get one', async () => {
    const { user } = await makeUser(ctx.app.db, { email: 'google.only@example.com' });
    await ctx.app.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', user.id)
      .execute();
    const cookie = `sid=${await createSession(ctx.app.db, user.id, 1)}`;
    const res = await update(cookie, { email: 'elsewhere@example.com', currentPassword: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Your account has no password yet. Choose one with "Forget Password" on the login page, then change your e-mail address.',
    );
  });

  it("ends every session when an admin changes a student's address", async () => {
    await registerStudent(ctx.app, { email: 'typo@exmaple.com' });
    const cookie = await logIn(ctx.app, 'typo@exmaple.com', student.password);
    const { id } = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'typo@exmaple.com')
      .executeTakeFirstOrThrow();
    const res = await ctx.call(ctx.adminCookie, {
      method: 'PATCH',
      url: `/api/v1/user/students/${id}`,
      payload: { email: 'typo@example.com', userName: 'Typo', mobileNo: '8123456789' },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(cookie)).statusCode).toBe(401);
    const fresh = await logIn(ctx.app, 'typo@example.com', student.password);
    expect((await profile(fresh)).json().data.emailVerified).toBe(false);
    await waitForMail(ctx.site, 'typo@example.com', '/verify-email/');
  });

  neverSendsSecrets(ctx);
});
