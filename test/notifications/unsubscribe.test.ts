import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { defaultSiteSettings } from '#common/site-settings';
import { unsubscribeMessages } from '#common/schemas/unsubscribe';
import { unsubscribeTokens } from '#server/features/notifications/unsubscribe-token';
import { contactForm, enquirySite } from '../helpers/enquiries';
import { outboxMails, waitForMail } from '../helpers/outbox';

const newKey = () => generateKeyPairSync('ed25519').privateKey;

describe('opt-out tokens', () => {
  const tokens = unsubscribeTokens(newKey());

  it('names the address it was signed for, and only that', () => {
    const token = tokens.sign('kavya@example.com');
    expect(tokens.read(token)).toBe('kavya@example.com');
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(tokens.read(tokens.sign('आशा@उदाहरण.भारत'))).toBe('आशा@उदाहरण.भारत');
  });

  it('refuses a token forged, altered, signed by another site or not a token at all', () => {
    const token = tokens.sign('kavya@example.com');
    const [, signature] = token.split('.');
    const otherAddress = `${Buffer.from('email:ravi@example.com').toString('base64url')}.${signature}`;
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [
      otherAddress,
      flipped,
      unsubscribeTokens(newKey()).sign('kavya@example.com'),
      `${token}.${signature}`,
      token.split('.')[0] ?? '',
      '',
      '.',
      'x'.repeat(5000),
    ])
      expect(tokens.read(forged), forged.slice(0, 40)).toBeUndefined();
  });
});

/** The header's value, its folded lines joined. */
const header = (mail: string, name: string) =>
  mail
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

describe("an e-mail's opt-out link", () => {
  const ctx = enquirySite();
  const publicUrl = () => ctx.site.config.PUBLIC_URL;
  const contact = (email: string, language: 'en' | 'hi' = 'en') =>
    ctx.call(undefined, {
      method: 'POST',
      url: '/api/v1/contact/create',
      payload: { ...contactForm, email, language },
    });
  const consent = (address: string) =>
    ctx.app.db
      .selectFrom('notification_consents')
      .selectAll()
      .where('channel', '=', 'email')
      .where('address', '=', address)
      .executeTakeFirst();
  const messagesTo = (address: string) =>
    ctx.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('address', '=', address)
      .orderBy('created_at')
      .execute();
  /** The acknowledgement mailed to `email` and its one-click address, relative to the site. */
  const acknowledged = async (email: string, language: 'en' | 'hi' = 'en') => {
    expect((await contact(email, language)).statusCode).toBe(201);
    // Not the office's alert, whose Reply-To names the same address.
    const mail = await vi.waitFor(
      async () => {
        const mails = await outboxMails(ctx.site);
        const found = mails.find((raw) => raw.split(/\r?\n/).includes(`To: ${email}`));
        if (!found) throw new Error(`no mail to ${email}`);
        return found;
      },
      { timeout: 5000 },
    );
    const list = header(mail, 'List-Unsubscribe') ?? '';
    const oneClick = /^<(.+)>$/.exec(list)?.[1] ?? '';
    return { mail, oneClick: oneClick.replace(publicUrl(), '') };
  };
  const oneClickPost = (url: string) =>
    ctx.call(undefined, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('ends every e-mail to a person with the link and carries the one-click headers', async () => {
    const { mail, oneClick } = await acknowledged('asha@example.com');
    expect(oneClick).toMatch(/^\/api\/v1\/notifications\/unsubscribe\?token=[\w-]+\.[\w-]+$/);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = new URL(oneClick, publicUrl()).searchParams.get('token') ?? '';
    expect(mail).toContain(
      `Don't want these e-mails? Unsubscribe: ${publicUrl()}/unsubscribe?token=${token}\n`,
    );
  });

  it('is in Hindi, to the Hindi page, in an e-mail in Hindi', async () => {
    const { mail } = await acknowledged('sita@example.com', 'hi');
    expect(mail).toMatch(
      /ये ई-मेल नहीं चाहिए\? यहाँ से बंद करें: http:\/\/[^/]+\/hi\/unsubscribe\?token=[\w-]+\.[\w-]+/,
    );
  });

  it('is left out of the alert to the office', async () => {
    expect((await contact('office-test@example.com')).statusCode).toBe(201);
    const alert = await waitForMail(
      ctx.site,
      defaultSiteSettings.email,
      'Email: office-test@example.com',
    );
    expect(header(alert, 'List-Unsubscribe')).toBeUndefined();
    expect(alert).not.toContain('Unsubscribe');
  });

  it('names the address on a GET and changes nothing; the one-click POST opts it out once', async () => {
    const { oneClick } = await acknowledged('ravi.k@example.com');
    const read = await ctx.call(undefined, { method: 'GET', url: oneClick });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-robots-tag']).toBe('noindex');
    expect(read.json()).toEqual({
      success: true,
      data: { address: 'ravi.k@example.com', unsubscribed: false },
    });
    expect(await consent('ravi.k@example.com')).toBeUndefined();

    const before = Date.now();
    const res = await oneClickPost(oneClick);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: unsubscribeMessages.unsubscribed });
    const recorded = await consent('ravi.k@example.com');
    expect(recorded).toMatchObject({ opted_in: 0, source: 'email-link' });
    expect(Date.parse(recorded?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(recorded?.at ?? '')).toBeLessThanOrEqual(Date.now());

    // Again (a second click, a mail client retrying): the same answer, the first opt-out kept.
    expect((await oneClickPost(oneClick)).statusCode).toBe(200);
    expect(await consent('ravi.k@example.com')).toEqual(recorded);
    expect((await ctx.call(undefined, { method: 'GET', url: oneClick })).json().data).toEqual({
      address: 'ravi.k@example.com',
      unsubscribed: true,
    });
  });

  it("sends the address no later e-mail, kept as skipped for the admin's list", async () => {
    const { oneClick } = await acknowledged('meena@example.com');
    expect((await oneClickPost(oneClick)).statusCode).toBe(200);
    const mailsBefore = (await outboxMails(ctx.site)).length;

    expect((await contact('meena@example.com')).statusCode).toBe(201);
    // The office's alert of this second message is mailed, and nothing to the address.
    const alerts = (mails: string[]) =>
      mails.filter(
        (mail) =>
          mail.includes(`To: ${defaultSiteSettings.email}`) &&
          mail.includes('Email: meena@example.com'),
      );
    await expect.poll(async () => alerts(await outboxMails(ctx.site)).length).toBe(2);
    await expect
      .poll(() => messagesTo('meena@example.com'))
      .toMatchObject([
        { event: 'enquiry-received', status: 'sent' },
        {
          event: 'enquiry-received',
          channel: 'email',
          status: 'skipped',
          failure_reason: 'Opted out',
        },
      ]);
    const later = (await outboxMails(ctx.site)).slice(mailsBefore);
    expect(later.filter((mail) => /^To: meena@/m.test(mail))).toEqual([]);
  });

  it('takes the token from the JSON of the page', async () => {
    const { oneClick } = await acknowledged('page@example.com');
    const token = new URL(oneClick, publicUrl()).searchParams.get('token');
    const res = await ctx.call(undefined, {
      method: 'POST',
      url: '/api/v1/notifications/unsubscribe',
      payload: { token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await consent('page@example.com')).toMatchObject({ opted_in: 0, source: 'email-link' });
  });

  const invalid = unsubscribeMessages.invalidLink;
  it.each([
    ['a forged token', { url: '/api/v1/notifications/unsubscribe?token=YQ.YQ' }, invalid],
    ['no token', { url: '/api/v1/notifications/unsubscribe' }, invalid],
    ['a token of another shape', { url: '/api/v1/notifications/unsubscribe?token=a.b.c' }, invalid],
    [
      'a forged token in JSON',
      { url: '/api/v1/notifications/unsubscribe', payload: { token: 'abc.def' } },
      invalid,
    ],
    [
      'an overlong token',
      { url: '/api/v1/notifications/unsubscribe', payload: { token: 'x'.repeat(3000) } },
      invalid,
    ],
    [
      'a token not text',
      { url: '/api/v1/notifications/unsubscribe', payload: { token: 42 } },
      'Invalid input: expected string, received number',
    ],
  ])('refuses %s with a 400 and records nothing', async (_, request, message) => {
    const count = async () =>
      (await ctx.app.db.selectFrom('notification_consents').selectAll().execute()).length;
    const before = await count();
    const methods = 'payload' in request ? (['POST'] as const) : (['GET', 'POST'] as const);
    for (const method of methods) {
      const res = await ctx.call(undefined, { method, ...request });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect(await count()).toBe(before);
  });

  it('takes a one-click POST sent as multipart/form-data, as RFC 8058 prefers', async () => {
    const { oneClick } = await acknowledged('multi@example.com');
    const boundary = 'x-unsubscribe-boundary';
    const res = await ctx.call(undefined, {
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await consent('multi@example.com')).toMatchObject({ opted_in: 0, source: 'email-link' });
  });
});
