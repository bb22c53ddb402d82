import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRegistration } from '../helpers/factories';
import { adminSession } from '../helpers/catalogue';
import { as } from '../helpers/requests';
import { createTestSite, startApp, testDb, type TestSite } from '../helpers/test-app';

/** The admin lists (news, blog and team are tested with their articles): the call, the rows' field. */
const lists: [method: 'GET' | 'POST', url: string, rows: string][] = [
  ['GET', '/api/v1/payment', 'data'],
  ['POST', '/api/v1/user', 'users'],
  ['POST', '/api/v1/contact', 'contacts'],
  ['POST', '/api/v1/register/getData', 'data'],
  ['GET', '/api/v1/activity', 'activity'],
  ['GET', '/api/v1/course/courses', 'data'],
  ['GET', '/api/v1/certificate', 'certificates'],
  ['GET', '/api/v1/review/list', 'data'],
  ['GET', '/api/v1/payment/fees', 'data'],
  ['GET', '/api/v1/payment/coupons', 'data'],
];

// One envelope for every admin list (decision 043), with the spec's own fields kept beside it.
describe(`the admin lists' answers (${testDb})`, () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  const read = async (method: 'GET' | 'POST', url: string) => {
    const res = await as(app, admin, { method, url });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    await makeRegistration(app.db, { name: 'Asha Verma', city: 'Agra' });
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it.each(lists)('%s %s answers its rows, Pages and total in data', async (method, url, rows) => {
    const answer = await read(method, `${url}?page=1`);
    expect(answer.success).toBe(true);
    expect(Array.isArray(answer.data[rows]), JSON.stringify(answer.data)).toBe(true);
    expect(answer.data.Pages).toBeGreaterThanOrEqual(1);
    expect(answer.data.total).toBeGreaterThanOrEqual(answer.data[rows].length);
  });

  it("keeps the spec's fields: users' and courses' Pages beside data, transactions' data.pages", async () => {
    const users = await read('POST', '/api/v1/user?page=1');
    expect(users.Pages).toBe(users.data.Pages);
    const courses = await read('GET', '/api/v1/course/courses?page=1');
    expect(courses.Pages).toBe(courses.data.Pages);
    const payments = await read('GET', '/api/v1/payment?page=1');
    expect(payments.data.pages).toBe(payments.data.Pages);
  });

  it('answers the registrations count, and every course, when no page is asked for', async () => {
    expect((await read('POST', '/api/v1/register/getData')).data).toBe(1);
    const courses = await read('GET', '/api/v1/course/courses');
    expect(courses.data.data).toHaveLength(courses.data.total);
  });
});
