import { describe, expect, it } from 'vitest';
import { hashToken } from '#server/plugins/sessions';
import { outboxMails, waitForMail } from '../helpers/outbox';
import { logIn, registerStudent, student } from '../helpers/requests';
import { createTestSite, startApp } from '../helpers/test-app';
import { accountsSite, neverSendsSecrets } from './accounts-site';

/** The token of the newest verification link mailed to `email`. */
async function verifyToken(site: Parameters<typeof outboxMails>[0], email: string) {
  await waitForMail(site, email, '/verify-email/');
  const mails = (await outboxMails(site)).filter(
    (mail) => mail.includes(`To: ${email}`) && mail.includes('/verify-email/'),
  );
  const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? '')?.[1];
  if (!token) throw new Error(`no verification link to ${email}`);
  return token;
}

describe('accounts: e-mail verification', () => {
  const ctx = accountsSite();
  const confirm = (token: string) =>
    ctx.call(undefined, { method: 'POST', url: `/api/v1/user/verify-email/${token}` });
  const profile = async (cookie: string) =>
    (await ctx.call(cookie, { method: 'GET', url: '/api/v1/user/profile' })).json().data;

  it('mails a sign-up a single-use link that verifies its address', async () => {
    await registerStudent(ctx.app, { email: 'new.signup@example.com' });
    const cookie = await logIn(ctx.app, 'new.signup@example.com', student.password);
    expect((await profile(cookie)).emailVerified).toBe(false);

    const token = await verifyToken(ctx.site, 'new.signup@example.com');
    const mail = await waitForMail(ctx.site, 'new.signup@example.com', '/verify-email/');
    expect(mail).toContain(`${ctx.site.config.PUBLIC_URL}/verify-email/${token}`);
    // Only the token's hash is kept.
    const stored = await ctx.app.db
      .selectFrom('email_verification_tokens')
      .select('token_hash')
      .execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: 'Your e-mail address is verified. Thank you.',
    });
    expect((await profile(cookie)).emailVerified).toBe(true);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This verification link is invalid, used or expired. Log in and ask for a new one on your profile page.',
    );
    const resend = await ctx.call(cookie, { method: 'POST', url: '/api/v1/user/verify-email' });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe('Your e-mail address is already verified.');
  });

  it('sends a logged-in user a new link, and refuses an expired or unknown one', async () => {
    await registerStudent(ctx.app, { email: 'slow.reader@example.com' });
    const cookie = await logIn(ctx.app, 'slow.reader@example.com', student.password);
    const first = await verifyToken(ctx.site, 'slow.reader@example.com');
    await ctx.app.db
      .updateTable('email_verification_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(first))
      .execute();
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm('not-a-token')).statusCode).toBe(400);

    const resend = await ctx.call(cookie, { method: 'POST', url: '/api/v1/user/verify-email' });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe(
      'We sent a link to slow.reader@example.com. Open it within 24 hours to verify your e-mail address.',
    );
    const second = await verifyToken(ctx.site, 'slow.reader@example.com');
    expect(second).not.toBe(first);
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await profile(cookie)).emailVerified).toBe(true);
  });

  it('counts a used password-reset link as proof of the address', async () => {
    await registerStudent(ctx.app, { email: 'resetter@example.com' });
    await ctx.call(undefined, {
      method: 'POST',
      url: '/api/v1/user/forget-password',
      payload: { email: 'resetter@example.com' },
    });
    const mail = await waitForMail(ctx.site, 'resetter@example.com', '/reset-password/');
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    const reset = await ctx.call(undefined, {
      method: 'POST',
      url: `/api/v1/user/reset-password/${token}`,
      payload: { newPassword: 'Reset1234' },
    });
    expect(reset.statusCode).toBe(200);
    const cookie = await logIn(ctx.app, 'resetter@example.com', 'Reset1234');
    expect((await profile(cookie)).emailVerified).toBe(true);
  });

  neverSendsSecrets(ctx);
});

describe('accounts: asking for verification links again', () => {
  it('is limited per user', async () => {
    const site = await createTestSite({ VERIFY_EMAIL_LIMIT_PER_USER: '2' });
    const app = await startApp(site);
    try {
      await registerStudent(app, { email: 'impatient@example.com' });
      const cookie = await logIn(app, 'impatient@example.com', student.password);
      const ask = () =>
        app.inject({ method: 'POST', url: '/api/v1/user/verify-email', headers: { cookie } });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json().success).toBe(false);
    } finally {
      await app.close();
      await site.dispose();
    }
  });
});
