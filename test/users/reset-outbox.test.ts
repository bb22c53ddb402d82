import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '#server/features/notifications/channels/channel';
import { makeUser } from '../helpers/factories';
import { waitForMail } from '../helpers/outbox';
import { logIn } from '../helpers/requests';
import { createTestSite, startApp, testDb, type TestSite } from '../helpers/test-app';

const LINK = /\/reset-password\/([A-Za-z0-9_-]+)/;

describe(`a password reset through the outbox, without the link stored (${testDb})`, () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  /** How many e-mails to refuse (as a mail server that is down) before sending again. */
  let refuseEmails = 0;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site, {
      channels: (configured) => ({
        ...configured,
        email: {
          name: 'email',
          send: (message) =>
            refuseEmails-- > 0
              ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25'))
              : configured.email.send(message),
        } satisfies Channel,
      }),
    });
  });
  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const askReset = (email: string) =>
    app.inject({ method: 'POST', url: '/api/v1/user/forget-password', payload: { email } });

  const resetRows = (userId: string) =>
    app.db
      .selectFrom('notifications')
      .selectAll()
      .where('event', '=', 'password-reset')
      .where('user_id', '=', userId)
      .execute();

  /** The account's reset message once it has `status` after `attempts` sends (any when left out). */
  async function waitForRow(userId: string, status: string, attempts?: number) {
    for (let i = 0; i < 100; i++) {
      const [row] = await resetRows(userId);
      if (row?.status === status && (attempts === undefined || row.attempts === attempts))
        return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no password-reset row ${status}`);
  }

  /** What the row keeps: every column, as the admin's Messages list and a backup would see it. */
  const stored = async (userId: string) => JSON.stringify(await resetRows(userId));

  const setPassword = (token: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/user/reset-password/${token}`,
      payload: { newPassword },
    });

  it('queues the e-mail with a placeholder, sends a working link and never stores it', async () => {
    const { user } = await makeUser(app.db, { userName: 'Asha Verma' });
    const answer = await askReset(user.email);
    expect(answer.statusCode).toBe(200);

    const row = await waitForRow(user.id, 'sent');
    expect(row).toMatchObject({
      purpose: 'security',
      channel: 'email',
      address: user.email,
      language: 'en',
      subject: 'Reset your password',
    });
    expect(row.text).toContain('[link made when sent]');
    expect(await stored(user.id)).not.toContain('/reset-password/');

    const mail = await waitForMail(site, user.email, '/reset-password/');
    const token = LINK.exec(mail)?.[1] ?? '';
    expect(mail).toContain(`${site.config.PUBLIC_URL}/reset-password/${token}`);
    expect(mail).toContain(
      'Someone asked to reset the password of your account. Open this link within 30 minutes to choose a new one:',
    );
    expect(await stored(user.id)).not.toContain(token);
    const hashes = await app.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(hashes).toHaveLength(1);
    expect(JSON.stringify(hashes)).not.toContain(token);

    expect((await setPassword(token, 'Reset1234')).statusCode).toBe(200);
    await logIn(app, user.email, 'Reset1234');
    expect((await setPassword(token, 'Again1234')).statusCode).toBe(400);
    expect(await stored(user.id)).not.toContain(token);
  });

  it('mints a fresh, working link when it sends again after a failed attempt', async () => {
    const { user } = await makeUser(app.db, { language: 'hi' });
    refuseEmails = 1;
    await askReset(user.email);
    const failed = await waitForRow(user.id, 'queued', 1);
    expect(failed.attempts).toBe(1);
    expect(failed.failure_reason).toContain('ECONNREFUSED');
    expect(failed.text).toContain('[link made when sent]');

    // The back-off over at once, rather than in 30 seconds.
    await app.db
      .updateTable('notifications')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', failed.id)
      .execute();
    await app.notifications.drainOnce();
    const sent = await waitForRow(user.id, 'sent');
    expect(sent.attempts).toBe(2);

    const mail = await waitForMail(site, user.email, '/reset-password/');
    expect(mail).toContain('नया पासवर्ड चुनने के लिए 30 मिनट के अंदर यह लिंक खोलें');
    const token = LINK.exec(mail)?.[1] ?? '';
    expect(await stored(user.id)).not.toContain('/reset-password/');
    // One token for each attempt: the refused attempt's was made too, and expires like any other.
    const tokens = await app.db
      .selectFrom('password_reset_tokens')
      .select(['expires_at', 'used_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(tokens).toHaveLength(2);
    for (const { expires_at } of tokens)
      expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    expect((await setPassword(token, 'Reset1234')).statusCode).toBe(200);
    await logIn(app, user.email, 'Reset1234');
  });

  it('answers an unknown address the same and queues nothing for it', async () => {
    const { user } = await makeUser(app.db);
    const before = await app.db.selectFrom('notifications').select('id').execute();
    const unknown = await askReset('nobody-here@example.com');
    const known = await askReset(user.email);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await waitForRow(user.id, 'sent');
    const after = await app.db.selectFrom('notifications').select(['id', 'address']).execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((row) => row.address)).not.toContain('nobody-here@example.com');
  });

  it('sends no link once the account has another address', async () => {
    const { user } = await makeUser(app.db);
    refuseEmails = 1;
    await askReset(user.email);
    const queued = await waitForRow(user.id, 'queued', 1);
    await app.db
      .updateTable('users')
      .set({ email: `changed-${user.email}` })
      .where('id', '=', user.id)
      .execute();
    await app.db
      .updateTable('notifications')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', queued.id)
      .execute();
    await app.notifications.drainOnce();
    const skipped = await waitForRow(user.id, 'skipped');
    expect(skipped.failure_reason).toBe('Its account is gone or has another address now.');
    const tokens = await app.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(tokens).toHaveLength(1);
  });
});
