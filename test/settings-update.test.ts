import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInNetworkMessages } from '#common/schemas/site-settings';
import { defaultSiteSettings } from '#common/site-settings';
import { makeUser } from './helpers/factories';
import { adminSession } from './helpers/catalogue';
import { as, logIn } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

describe('settings update', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let studentCookie: string;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    const { user, password } = await makeUser(app.db);
    studentCookie = await logIn(app, user.email, password);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const read = () => app.inject({ method: 'GET', url: '/api/v1/settings' });
  const update = (cookie: string | undefined, payload: object) =>
    as(app, cookie, { method: 'PATCH', url: '/api/v1/settings', payload });
  const serverFacts = { googleSignIn: false, testPayments: true };

  it('starts from the defaults, reviews shown at once', async () => {
    const res = await read();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      success: true,
      data: { ...defaultSiteSettings, ...serverFacts },
    });
    expect(res.json().data.holdReviewsForApproval).toBe(false);
  });

  it('is refused to visitors (401) and students (403), changing nothing', async () => {
    const visitor = await update(undefined, { phone: '9000000001' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: 'Please log in to continue.' });
    const student = await update(studentCookie, { phone: '9000000001' });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toEqual({ success: false, message: 'Only admins can do this.' });
    expect((await read()).json().data.phone).toBe(defaultSiteSettings.phone);
  });

  it('merges the fields given over the record and answers like GET, which shows them at once', async () => {
    const res = await update(admin, {
      phone: '9123456780',
      holdReviewsForApproval: true,
      googleSignIn: true,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...defaultSiteSettings,
      phone: '9123456780',
      holdReviewsForApproval: true,
      ...serverFacts,
    };
    expect(res.json()).toEqual({ success: true, message: 'Settings saved', data: expected });
    const after = await read();
    expect(after.headers['cache-control']).toBe('no-cache');
    expect(after.json().data).toEqual(expected);

    const again = await update(admin, { tagline: '  Code with us.  ' });
    expect(again.json().data).toMatchObject({
      phone: '9123456780',
      tagline: 'Code with us.',
      holdReviewsForApproval: true,
    });
  });

  it.each([
    ['a link that is not a URL', { chatGroupUrl: 'not a link' }, 'chatGroupUrl'],
    ['a bad phone number', { phone: '12345' }, 'phone'],
    ['an empty name', { name: '   ' }, 'name'],
    ['half of the social links', { social: { facebook: 'https://facebook.com/x' } }, 'social'],
    ['more than three videos', { videos: Array(4).fill(defaultSiteSettings.videos[0]) }, 'videos'],
    ['a hold flag that is not a boolean', { holdReviewsForApproval: 'yes' }, 'hold'],
    ['an empty banner line', { heroBadge: '  ' }, 'heroBadge'],
    ['a course count that is not whole', { heroCourseCount: 12.5 }, 'heroCourseCount'],
    ['a course count of none', { heroCourseCount: 0 }, 'heroCourseCount'],
  ])('refuses %s with 400, changing nothing', async (_, payload, field) => {
    const before = (await read()).json();
    const res = await update(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(Object.keys(res.json().errors).join()).toContain(field);
    expect((await read()).json()).toEqual(before);
  });

  it('saves the check-in networks trimmed, and refuses one that is not a CIDR range, one given twice and more than 20, each with its message', async () => {
    const before = (await read()).json();
    const refused = async (checkInNetworks: string[]) => {
      const res = await update(admin, { checkInNetworks });
      expect(res.statusCode).toBe(400);
      expect((await read()).json()).toEqual(before);
      return res.json() as { message: string; errors: Record<string, string> };
    };
    for (const wrong of [
      '10.20.0.0',
      '10.20.0.0/33',
      '300.1.1.0/24',
      'lab wifi',
      '2001:db8::/129',
    ]) {
      const res = await refused(['192.168.1.0/24', wrong]);
      expect(res.errors['checkInNetworks.1']).toBe(checkInNetworkMessages.shape);
    }
    expect(Object.values((await refused(['10.0.0.0/8', ' 10.0.0.0/8'])).errors)).toEqual([
      checkInNetworkMessages.twice,
    ]);
    const many = Array.from({ length: 21 }, (_, i) => `10.${i}.0.0/16`);
    expect(Object.values((await refused(many)).errors)).toEqual([checkInNetworkMessages.many]);

    const saved = await update(admin, { checkInNetworks: [' 10.20.0.0/16 ', '2001:DB8::/32'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.checkInNetworks).toEqual(['10.20.0.0/16', '2001:DB8::/32']);
    expect((await read()).json().data.checkInNetworks).toEqual(['10.20.0.0/16', '2001:DB8::/32']);
    expect((await update(admin, { checkInNetworks: [] })).json().data.checkInNetworks).toEqual([]);
  });

  it('keeps the changes after a restart', async () => {
    const before = (await read()).json();
    await app.close();
    app = await startApp(site);
    expect((await read()).json()).toEqual(before);
    expect(before.data.phone).toBe('9123456780');
  });
});
