import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContact, makeCourse, makeReview, makeUser } from '../src/server/db/factories';
import { adminSession } from './helpers/catalogue';
import { as, logIn } from './helpers/requests';
import { createTestSite, startApp, testDb, type TestSite } from './helpers/test-app';

interface Activity {
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
}

describe(`the audit log (${testDb})`, () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  const write = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await as(app, admin, { method, url: `/api/v1${url}`, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const activity = async (query = '') => {
    const res = await as(app, admin, { method: 'GET', url: `/api/v1/activity?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.activity as Activity[];
  };
  const latest = async () => (await activity())[0];

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('records a course edit with its before and after, and who made it', async () => {
    const course = await makeCourse(app, { course_title: 'Python Basics' });
    await write('PATCH', `/course/edit/${course.id}`, {
      courseTitle: 'Python Programming',
      subTitle: course.sub_title,
      category: course.category,
      coursePrice: 5999,
      description: course.description,
      courseLevel: course.course_level,
      courseDuration: course.course_duration,
      courseLanguage: course.course_language,
      instructor: course.instructor,
    });
    const entry = await latest();
    expect(entry).toMatchObject({ actorName: 'Admin', action: 'updated', entity: 'course' });
    expect(entry?.entityId).toBe(course.id);
    expect(entry?.summary).toContain('course_title: Python Basics → Python Programming');
    expect(entry?.summary).toContain('course_price: 499900 → 599900');
    expect(entry?.summary).not.toContain('instructor');
  });

  it('records publishing and deleting', async () => {
    const course = await makeCourse(app, { course_title: 'Tally', published: false });
    await write('PATCH', `/course/togglePublish/${course.id}?publish=true`);
    expect(await latest()).toMatchObject({
      action: 'published',
      entity: 'course',
      summary: '"Tally": Unpublished → Published',
    });
    await write('DELETE', `/course/removeCourse/${course.id}`);
    expect(await latest()).toMatchObject({
      action: 'deleted',
      entity: 'course',
      entityId: course.id,
    });
  });

  it('records settings with what changed, and a new admin without the password', async () => {
    await write('PATCH', '/settings', { tagline: 'Learn to code in Lucknow' });
    const settings = await latest();
    expect(settings).toMatchObject({ action: 'updated', entity: 'settings' });
    expect(settings?.summary).toMatch(/^tagline: .* → Learn to code in Lucknow$/);
    await write('POST', '/user/register', {
      email: 'second.admin@example.com',
      mobileNo: '9876512345',
      password: 'Second@123',
      username: 'Second Admin',
      role: 'admin',
    });
    const created = await latest();
    expect(created).toMatchObject({
      action: 'created',
      entity: 'admin',
      summary: 'Second Admin <second.admin@example.com>',
    });
    expect(JSON.stringify(await activity())).not.toContain('Second@123');
  });

  it('records review moderation and a lead moved along', async () => {
    const review = await makeReview(app.db);
    await write('PATCH', `/review/${review}/status`, { status: 'hidden' });
    expect(await latest()).toMatchObject({
      entity: 'review',
      entityId: review,
      summary: 'status: hidden',
    });
    const lead = await makeContact(app.db);
    await write('PATCH', `/contact/${lead.id}/pipeline`, { status: 'contacted' });
    expect(await latest()).toMatchObject({
      action: 'moved',
      entity: 'contact query',
      entityId: lead.id,
    });
  });

  it('leaves reads, refusals and students out', async () => {
    const before = (await activity()).length;
    await as(app, admin, { method: 'POST', url: '/api/v1/user?page=1' });
    await as(app, admin, { method: 'PATCH', url: '/api/v1/course/edit/nope', payload: {} });
    const { user, password } = await makeUser(app.db);
    const student = await logIn(app, user.email, password);
    await as(app, student, {
      method: 'PATCH',
      url: '/api/v1/user/updateProfile',
      payload: { email: user.email, userName: 'Renamed', mobileNo: '9876500000' },
    });
    expect((await activity()).length).toBe(before);
  });

  it('is searched and filtered like every admin table, and cannot be changed through the site', async () => {
    expect((await activity('q=tally')).map((a) => a.action)).toEqual(['published']);
    expect((await activity('kind=settings')).every((a) => a.entity === 'settings')).toBe(true);
    const csv = await as(app, admin, {
      method: 'GET',
      url: '/api/v1/activity/export.csv?kind=admin',
    });
    expect(csv.body).toContain('Second Admin <second.admin@example.com>');
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      const res = await as(app, admin, { method, url: '/api/v1/activity/anything', payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });

  it('is for admins only', async () => {
    const { user, password } = await makeUser(app.db);
    const student = await logIn(app, user.email, password);
    expect((await app.inject({ method: 'GET', url: '/api/v1/activity' })).statusCode).toBe(401);
    expect((await as(app, student, { method: 'GET', url: '/api/v1/activity' })).statusCode).toBe(
      403,
    );
  });
});
