import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/catalogue';
import { as, multipart, registerStudent, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

describe('writes from another site are refused', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  beforeAll(async () => {
    site = await createTestSite({ PUBLIC_URL: 'https://www.institute.example' });
    app = await startApp(site);
    admin = await adminSession(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const userCount = async () => (await app.db.selectFrom('users').select('id').execute()).length;
  const signedIn = async () =>
    (await as(app, admin, { method: 'GET', url: '/api/v1/user/profile' })).statusCode;

  it("refuses another site's form posting a sign-up with the admin's cookie; nothing is stored", async () => {
    const before = await userCount();
    const res = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/user/register',
      ...(await multipart({ ...student, email: 'forged@example.com' })),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'Requests from other sites are not accepted.',
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a cross-site logout by either header alone, and a null origin', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const res = await as(app, admin, { method: 'POST', url: '/api/v1/user/logout', headers });
      expect(res.statusCode).toBe(403);
    }
    expect(await signedIn()).toBe(200);
  });

  it('lets the site itself, its public address and clients that are not browsers write', async () => {
    const sameHost = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/create',
      headers: {
        host: 'lab.local:3000',
        origin: 'http://lab.local:3000',
        'sec-fetch-site': 'same-origin',
      },
      payload: { name: 'Asha', email: 'asha@example.com', subject: 'Batch', message: 'When?' },
    });
    expect(sameHost.statusCode).toBe(201);
    const viaPublicUrl = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/create',
      headers: { origin: 'https://www.institute.example' },
      payload: { name: 'Ravi', email: 'ravi@example.com', subject: 'Fees', message: 'How much?' },
    });
    expect(viaPublicUrl.statusCode).toBe(201);
    await registerStudent(app, { email: 'client@example.com' });
    expect(await userCount()).toBeGreaterThan(1);
  });

  it('still answers reads asked from another site', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/course',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
