import { describe, expect, it } from 'vitest';
import { hashToken } from '#server/plugins/sessions';
import { logIn, registerStudent, student } from '../helpers/requests';
import { accountsSite, neverSendsSecrets } from './accounts-site';

describe('accounts: login, profile and logout', () => {
  const ctx = accountsSite();

  describe('login, profile and logout', () => {
    it('logs in with a session cookie and a token, and never sends the password hash', async () => {
      await registerStudent(ctx.app, { email: 'login@example.com' });
      const res = await ctx.call(undefined, {
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'LOGIN@example.com', password: student.password },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Login successful',
        data: { user: { email: 'login@example.com', role: 'student' } },
      });
      const cookie = res.cookies.find((c) => c.name === 'sid');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const viaToken = await ctx.call(undefined, {
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: { authorization: `Bearer ${body.data.accessToken}` },
      });
      expect(viaToken.json()).toMatchObject({
        success: true,
        data: { email: 'login@example.com' },
      });
    });

    it('refuses a wrong password and an unknown e-mail alike', async () => {
      for (const payload of [
        { email: 'login@example.com', password: 'Wrong1234' },
        { email: 'nobody@example.com', password: 'Secret123' },
        { email: 'login@example.com', password: '' },
      ]) {
        const res = await ctx.call(undefined, {
          method: 'POST',
          url: '/api/v1/user/login',
          payload,
        });
        expect(res.statusCode).toBe(payload.password ? 401 : 400);
        expect(res.json()).toMatchObject({ success: false, message: 'Invalid email or password!' });
      }
    });

    it('answers the profile only with a live session, and logout ends it', async () => {
      expect(
        (await ctx.call(undefined, { method: 'GET', url: '/api/v1/user/profile' })).statusCode,
      ).toBe(401);
      const cookie = await logIn(ctx.app, 'login@example.com', student.password);
      const profile = await ctx.call(cookie, { method: 'GET', url: '/api/v1/user/profile' });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data).not.toHaveProperty('password');
      const out = await ctx.call(cookie, { method: 'POST', url: '/api/v1/user/logout' });
      expect(out.json()).toEqual({ success: true, message: 'Logged out' });
      expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
      const reused = await ctx.call(cookie, { method: 'GET', url: '/api/v1/user/profile' });
      expect(reused.statusCode).toBe(401);
    });

    it('ends a session after the idle period', async () => {
      const cookie = await logIn(ctx.app, 'login@example.com', student.password);
      await ctx.app.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(cookie.replace('sid=', '')))
        .execute();
      expect(
        (await ctx.call(cookie, { method: 'GET', url: '/api/v1/user/profile' })).statusCode,
      ).toBe(401);
    });
  });

  neverSendsSecrets(ctx);
});
