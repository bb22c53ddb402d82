import { describe, expect, it } from 'vitest';
import { waitForMail } from '../helpers/outbox';
import { logIn, registerStudent, sessionCookie, student } from '../helpers/requests';
import { accountsSite, neverSendsSecrets } from './accounts-site';

describe('accounts: passwords', () => {
  const ctx = accountsSite();

  describe('change password', () => {
    it('checks the rules, then ends every other session', async () => {
      await registerStudent(ctx.app, { email: 'changer@example.com' });
      const cookie = await logIn(ctx.app, 'changer@example.com', student.password);
      const otherDevice = await logIn(ctx.app, 'changer@example.com', student.password);
      const change = (payload: Record<string, string>) =>
        ctx.call(cookie, { method: 'PATCH', url: '/api/v1/user/updatePassword', payload });

      const cases: [Record<string, string>, string][] = [
        [
          { oldPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' },
          'All fields are required.',
        ],
        [
          { oldPassword: student.password, newPassword: 'abcde', confirmPassword: 'abcde' },
          'New Password must be at least 6 characters long.',
        ],
        [
          { oldPassword: student.password, newPassword: 'abcdef', confirmPassword: 'abcdeg' },
          'New Password and Confirm Password do not match.',
        ],
        [
          { oldPassword: 'Wrong1234', newPassword: 'abcdef', confirmPassword: 'abcdef' },
          'Your current password is incorrect.',
        ],
      ];
      for (const [payload, message] of cases) {
        const res = await change(payload);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toBe(message);
      }

      const ok = await change({
        oldPassword: student.password,
        newPassword: 'NewPass1',
        confirmPassword: 'NewPass1',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        success: true,
        data: { message: 'Password updated successfully' },
      });
      const fresh = sessionCookie(ok);
      expect(
        (await ctx.call(fresh, { method: 'GET', url: '/api/v1/user/profile' })).statusCode,
      ).toBe(200);
      expect(
        (await ctx.call(cookie, { method: 'GET', url: '/api/v1/user/profile' })).statusCode,
      ).toBe(401);
      expect(
        (await ctx.call(otherDevice, { method: 'GET', url: '/api/v1/user/profile' })).statusCode,
      ).toBe(401);
      await expect(logIn(ctx.app, 'changer@example.com', student.password)).rejects.toThrow();
      await logIn(ctx.app, 'changer@example.com', 'NewPass1');
    });
  });

  describe('forgotten password', () => {
    it('answers the same for known and unknown addresses, and mails a single-use link', async () => {
      await registerStudent(ctx.app, { email: 'forgetful@example.com' });
      const known = await ctx.call(undefined, {
        method: 'POST',
        url: '/api/v1/user/forget-password',
        payload: { email: 'Forgetful@example.com' },
      });
      const unknown = await ctx.call(undefined, {
        method: 'POST',
        url: '/api/v1/user/forget-password',
        payload: { email: 'ghost@example.com' },
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());

      const mail = await waitForMail(ctx.site, 'forgetful@example.com', '/reset-password/');
      const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      expect(token).toBeDefined();
      expect(mail).toContain(`${ctx.site.config.PUBLIC_URL}/reset-password/${token}`);

      const reset = (newPassword: string) =>
        ctx.call(undefined, {
          method: 'POST',
          url: `/api/v1/user/reset-password/${token}`,
          payload: { newPassword },
        });
      const weak = await reset('weak');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(
        'Password must be at least 8 characters, include 1 uppercase letter and 1 number.',
      );
      const ok = await reset('Reset1234');
      expect(ok.statusCode).toBe(200);
      await logIn(ctx.app, 'forgetful@example.com', 'Reset1234');
      const reused = await reset('Another123');
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe('This password reset link is invalid or has expired.');
    });

    it('refuses an expired link', async () => {
      await registerStudent(ctx.app, { email: 'late@example.com' });
      await ctx.call(undefined, {
        method: 'POST',
        url: '/api/v1/user/forget-password',
        payload: { email: 'late@example.com' },
      });
      const mail = await waitForMail(ctx.site, 'late@example.com', '/reset-password/');
      const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      await ctx.app.db
        .updateTable('password_reset_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const res = await ctx.call(undefined, {
        method: 'POST',
        url: `/api/v1/user/reset-password/${token}`,
        payload: { newPassword: 'Reset1234' },
      });
      expect(res.statusCode).toBe(400);
      await logIn(ctx.app, 'late@example.com', student.password);
    });
  });

  neverSendsSecrets(ctx);
});
