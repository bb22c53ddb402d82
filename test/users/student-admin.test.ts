import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContact, makeCourse, makePayment, makeReview, makeUser } from '../helpers/factories';
import { adminSession } from '../helpers/catalogue';
import { waitForMail } from '../helpers/outbox';
import { as, logIn } from '../helpers/requests';
import { createTestSite, startApp, testDb, type TestSite } from '../helpers/test-app';

describe(`an admin's page of one student (${testDb})`, () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let studentId: string;
  let email: string;
  let password: string;
  let pythonId: string;
  let excelId: string;

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
    as(app, admin, { method, url: `/api/v1/user/students/${studentId}${path}`, payload });
  const activity = async () =>
    (await as(app, admin, { method: 'GET', url: '/api/v1/activity' })).json().data.activity as {
      action: string;
      summary: string;
    }[];

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    const made = await makeUser(app.db, {
      userName: 'Meera Nair',
      email: 'meera@example.com',
      mobileNo: '9876540000',
    });
    studentId = made.user.id;
    email = made.user.email;
    password = made.password;
    pythonId = (await makeCourse(app, { course_title: 'Python Programming' })).id;
    excelId = (await makeCourse(app, { course_title: 'Advanced Excel' })).id;
    await makePayment(app.db, studentId, pythonId, { amount: 499900 });
    await makeReview(app.db, { user_id: studentId, name: 'Meera', message: 'Loved the labs.' });
    await makeContact(app.db, { email: 'MEERA@example.com', subject: 'Weekend batch?' });
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('shows the profile, courses and how each was gained, payments, reviews and enquiries', async () => {
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      userName: 'Meera Nair',
      email,
      mobileNo: '9876540000',
      deactivated: false,
    });
    expect(data.courses).toEqual([
      expect.objectContaining({
        courseTitle: 'Python Programming',
        source: 'online',
        reason: null,
      }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ courseTitle: 'Python Programming', amount: 4999, status: 'paid' }),
    ]);
    expect(data.reviews.map((r: { message: string }) => r.message)).toEqual(['Loved the labs.']);
    expect(data.enquiries).toEqual([
      expect.objectContaining({ kind: 'contact', summary: 'Weekend batch?', status: 'New' }),
    ]);
  });

  it('grants and withdraws a course with a reason, both in the activity log', async () => {
    expect((await call('POST', '/courses', { courseId: excelId, reason: '' })).json().message).toBe(
      'Give a reason.',
    );
    const granted = await call('POST', '/courses', { courseId: excelId, reason: 'Scholarship' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.courses).toContainEqual(
      expect.objectContaining({
        courseTitle: 'Advanced Excel',
        source: 'free',
        reason: 'Scholarship',
      }),
    );
    expect(
      (await call('POST', '/courses', { courseId: excelId, reason: 'Again' })).statusCode,
    ).toBe(409);
    expect((await activity())[0]).toMatchObject({
      action: 'course granted',
      summary: '"Advanced Excel" to meera@example.com: Scholarship',
    });
    const withdrawn = await call('POST', `/courses/${excelId}/withdraw`, {
      reason: 'Granted by mistake',
    });
    expect(withdrawn.json().data.courses).toHaveLength(1);
    expect((await call('POST', `/courses/${excelId}/withdraw`, { reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await activity())[0]?.action).toBe('course withdrawn');
  });

  it('corrects the name, phone and e-mail, refusing an e-mail another account has', async () => {
    await makeUser(app.db, { email: 'taken@example.com' });
    const body = {
      userName: 'Meera K Nair',
      email: 'meera.nair@example.com',
      mobileNo: '9876541111',
    };
    const res = await call('PATCH', '', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userName: 'Meera K Nair', mobileNo: '9876541111' });
    email = 'meera.nair@example.com';
    expect((await call('PATCH', '', { ...body, email: 'taken@example.com' })).statusCode).toBe(409);
    expect((await call('PATCH', '', { ...body, mobileNo: '12' })).statusCode).toBe(400);
    expect((await activity())[0]?.summary).toContain('Name: Meera Nair → Meera K Nair');
  });

  it('sends a password-reset e-mail', async () => {
    const res = await call('POST', '/password-reset');
    expect(res.json().message).toBe(`A password reset link was sent to ${email}.`);
    // Queued, and sent by the worker a moment later.
    await waitForMail(site, email, '/reset-password/');
  });

  it('deactivates: the student cannot log in and their open sessions end; reactivating restores it', async () => {
    const session = await logIn(app, email, password);
    const profile = () => as(app, session, { method: 'GET', url: '/api/v1/user/profile' });
    expect((await profile()).statusCode).toBe(200);
    const off = await call('PATCH', '/active', { active: false });
    expect(off.json().data.deactivated).toBe(true);
    expect((await profile()).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(
      'This account has been deactivated. Please contact the institute.',
    );
    // Their records stay.
    expect((await call('GET', '')).json().data.payments).toHaveLength(1);
    const users = await as(app, admin, { method: 'POST', url: '/api/v1/user?status=deactivated' });
    expect(users.json().data.users.map((u: { email: string }) => u.email)).toEqual([email]);
    await call('PATCH', '/active', { active: true });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/user/login',
          payload: { email, password },
        })
      ).statusCode,
    ).toBe(200);
    expect((await activity()).slice(0, 2).map((a) => a.action)).toEqual([
      'reactivated',
      'deactivated',
    ]);
  });

  it('will not let an admin deactivate their own account', async () => {
    const me = (await as(app, admin, { method: 'GET', url: '/api/v1/user/profile' })).json().data
      ._id;
    const res = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/user/students/${me}/active`,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(409);
  });

  it('is for admins only, and 404 for an unknown id', async () => {
    const other = await makeUser(app.db);
    const student = await logIn(app, other.user.email, other.password);
    const url = `/api/v1/user/students/${studentId}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await as(app, student, { method: 'GET', url })).statusCode).toBe(403);
    expect(
      (
        await as(app, student, {
          method: 'PATCH',
          url: `${url}/active`,
          payload: { active: false },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await as(app, admin, { method: 'GET', url: '/api/v1/user/students/nope' })).statusCode,
    ).toBe(404);
  });
});
