import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '#server/db/database';
import {
  makeContact,
  makeCourse,
  makePayment,
  makeRegistration,
  makeUser,
} from './helpers/factories';
import { rangeDays } from '#server/features/stats/charts';
import { adminSession } from './helpers/catalogue';
import { siteAt } from './helpers/migrations';
import { deskPay, paymentsAroundYearEnd } from './helpers/money';
import { as, logIn } from './helpers/requests';
import { createTestSite, startApp, testDb, type TestSite } from './helpers/test-app';

describe('dashboard ranges', () => {
  it('end today and start on the first of a month, or on 1 April for the financial year', () => {
    expect(rangeDays('month', '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(rangeDays('quarter', '2026-01-10')).toEqual({ from: '2025-11-01', to: '2026-01-10' });
    expect(rangeDays('year', '2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(rangeDays('year', '2026-04-01')).toEqual({ from: '2026-04-01', to: '2026-04-01' });
  });
});

describe(`dashboard charts and today's work (${testDb})`, () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  const charts = async (query: string) => {
    const res = await as(app, admin, { method: 'GET', url: `/api/v1/stats/charts?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    const python = await makeCourse(app, { course_title: 'Python Programming' });
    const excel = await makeCourse(app, { course_title: 'Advanced Excel' });
    const a = (await makeUser(app.db)).user;
    const b = (await makeUser(app.db)).user;
    await paymentsAroundYearEnd(app.db, [
      { userId: a.id, courseId: python.id },
      { userId: b.id, courseId: excel.id },
      { userId: b.id, courseId: python.id },
    ]);
    await makePayment(app.db, a.id, excel.id, {
      amount: 700000,
      createdAt: '2026-02-27T05:00:00.000Z',
    });
    await app.db
      .updateTable('enrollments')
      .set({ created_at: '2026-03-31T19:00:00.000Z' })
      .execute();
    await makeContact(app.db, { createdAt: '2026-03-30T04:00:00.000Z', status: 'joined' });
    await makeContact(app.db, { createdAt: '2026-04-06T04:00:00.000Z' });
    await makeRegistration(app.db, {
      createdAt: '2026-04-07T04:00:00.000Z',
      status: 'demo_booked',
    });
    await makeRegistration(app.db, { createdAt: '2026-04-12T20:00:00.000Z', status: 'joined' });
    await app.db
      .insertInto('visits')
      .values([
        { day: '2026-03-31', visitor_hash: 'a' },
        { day: '2026-03-31', visitor_hash: 'b' },
        { day: '2026-04-01', visitor_hash: 'a' },
      ])
      .execute();
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('sums revenue by month in India across the financial-year boundary, paid orders only', async () => {
    const data = await charts('range=custom&from=2026-03-01&to=2026-04-30');
    expect(data.revenueByMonth).toEqual([
      { label: '2026-03', online: 4999, desk: 0 },
      { label: '2026-04', online: 1500.5, desk: 0 },
    ]);
    const fy = await charts('range=custom&from=2025-04-01&to=2026-03-31');
    expect(fy.revenueByMonth.at(-1)).toEqual({ label: '2026-03', online: 4999, desk: 0 });
    expect(fy.revenueByMonth.at(-2)).toEqual({ label: '2026-02', online: 7000, desk: 0 });
    expect(fy.revenueByMonth).toHaveLength(12);
  });

  it('counts enrollments by course, enquiries by week and by status, and visitors by day', async () => {
    const data = await charts('range=custom&from=2026-03-30&to=2026-04-12');
    expect(data.enrollmentsByCourse).toEqual(
      expect.arrayContaining([
        { label: 'Python Programming', value: 1 },
        { label: 'Advanced Excel', value: 2 },
      ]),
    );
    // Weeks start on Monday: 30 March, 6 April; 12 April 20:00 UTC is 13 April in India.
    expect(data.enquiriesByWeek).toEqual([
      { label: '2026-03-30', value: 1 },
      { label: '2026-04-06', value: 2 },
    ]);
    expect(data.enquiriesByStatus).toEqual(
      expect.arrayContaining([
        { status: 'joined', label: 'Joined', value: 1 },
        { status: 'new', label: 'New', value: 1 },
        { status: 'demo_booked', label: 'Demo booked', value: 1 },
      ]),
    );
    expect(data.conversion).toBeCloseTo(1 / 3);
    expect(data.visitorsByDay.slice(1, 3)).toEqual([
      { label: '2026-03-31', value: 2 },
      { label: '2026-04-01', value: 1 },
    ]);
  });

  it('refuses a custom range without days, reversed or longer than three years', async () => {
    for (const query of [
      'range=custom',
      'range=custom&from=2026-05-01&to=2026-04-01',
      'range=custom&from=2020-01-01&to=2026-01-01',
      'range=decade',
    ]) {
      const res = await as(app, admin, { method: 'GET', url: `/api/v1/stats/charts?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("lists today's work: follow-ups due and new enquiries", async () => {
    const due = await makeContact(app.db, {
      name: 'Due Person',
      followUpOn: '2026-01-01',
      status: 'contacted',
    });
    await makeContact(app.db, {
      name: 'Closed Person',
      followUpOn: '2026-01-01',
      status: 'joined',
    });
    const res = await as(app, admin, { method: 'GET', url: '/api/v1/stats/today' });
    const data = res.json().data;
    expect(data.followUpsDue.map((l: { _id: string }) => l._id)).toEqual([due.id]);
    expect(data.newEnquiries.map((l: { name: string }) => l.name)).not.toContain('Due Person');
    expect(data.newEnquiries).toHaveLength(1);
    expect(data.certificatesWaiting).toEqual([]);
  });

  it('splits revenue between online and the front desk, and lists fees with a balance due', async () => {
    const tally = await makeCourse(app, { course_title: 'Tally Prime', course_price: 600000 });
    const part = await deskPay(app, admin, {
      email: 'desk.student@example.com',
      userName: 'Desk Student',
      courseId: tally.id,
      amount: 2500,
      paidOn: '2026-04-10',
    });
    expect(part.statusCode, part.body).toBe(200);
    await app.db
      .updateTable('payments')
      .set({ created_at: '2026-04-10T06:00:00.000Z' })
      .where('provider', '=', 'desk')
      .execute();
    const data = await charts('range=custom&from=2026-03-01&to=2026-04-30');
    expect(data.revenueByMonth).toEqual([
      { label: '2026-03', online: 4999, desk: 0 },
      { label: '2026-04', online: 1500.5, desk: 2500 },
    ]);
    const today = await as(app, admin, { method: 'GET', url: '/api/v1/stats/today' });
    expect(today.json().data.balancesDue).toEqual([
      expect.objectContaining({
        userName: 'Desk Student',
        courseTitle: 'Tally Prime',
        balance: 3500,
      }),
    ]);
  });

  it('follows status changes, deletions and withdrawn courses (the daily totals kept by triggers)', async () => {
    const range = 'range=custom&from=2026-07-01&to=2026-07-31';
    const course = await makeCourse(app, { course_title: 'Spoken English' });
    const student = (await makeUser(app.db)).user;
    const order = await makePayment(app.db, student.id, course.id, {
      amount: 120000,
      status: 'created',
      createdAt: '2026-07-05T05:00:00.000Z',
    });
    const lead = await makeContact(app.db, { createdAt: '2026-07-06T04:00:00.000Z' });
    const gone = await makeRegistration(app.db, { createdAt: '2026-07-07T04:00:00.000Z' });
    const before = await charts(range);
    expect(before.revenueByMonth).toEqual([{ label: '2026-07', online: 0, desk: 0 }]);
    expect(before.enquiriesByStatus).toEqual(
      expect.arrayContaining([{ status: 'new', label: 'New', value: 2 }]),
    );

    await app.db
      .updateTable('payments')
      .set({ status: 'paid' })
      .where('id', '=', order.id)
      .execute();
    const moved = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/contact/${lead.id}/pipeline`,
      payload: { status: 'joined' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const removed = await as(app, admin, { method: 'DELETE', url: `/api/v1/register/${gone.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    const granted = await as(app, admin, {
      method: 'POST',
      url: `/api/v1/user/students/${student.id}/courses`,
      payload: { courseId: course.id, reason: 'Scholarship' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    await app.db
      .updateTable('enrollments')
      .set({ created_at: '2026-07-08T04:00:00.000Z' })
      .where('course_id', '=', course.id)
      .execute();
    const after = await charts(range);
    expect(after.revenueByMonth).toEqual([{ label: '2026-07', online: 1200, desk: 0 }]);
    expect(after.enquiriesByStatus.filter((s: { value: number }) => s.value > 0)).toEqual([
      { status: 'joined', label: 'Joined', value: 1 },
    ]);
    expect(after.conversion).toBe(1);
    expect(after.enrollmentsByCourse).toEqual([{ label: 'Spoken English', value: 1 }]);

    const withdrawn = await as(app, admin, {
      method: 'POST',
      url: `/api/v1/user/students/${student.id}/courses/${course.id}/withdraw`,
      payload: { reason: 'Granted by mistake' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await app.db
      .updateTable('payments')
      .set({ status: 'failed' })
      .where('id', '=', order.id)
      .execute();
    const last = await charts(range);
    expect(last.enrollmentsByCourse).toEqual([]);
    expect(last.revenueByMonth).toEqual([{ label: '2026-07', online: 0, desk: 0 }]);
  });

  it('is for admins only', async () => {
    const { user, password } = await makeUser(app.db);
    const student = await logIn(app, user.email, password);
    for (const url of ['/api/v1/stats/charts', '/api/v1/stats/today']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await as(app, student, { method: 'GET', url })).statusCode).toBe(403);
    }
  });
});

describe(`migration 0014: the daily totals (${testDb})`, () => {
  let site: TestSite;
  let db: Db;

  beforeAll(async () => {
    ({ site, db } = await siteAt('0012_course_student_count'));
    await sql`insert into contact_queries (id, name, email, subject, message, status, created_at)
      values ('c1', 'Ravi', 'ravi@example.com', 'Fees', 'How much?', 'joined',
        '2026-03-31T19:00:00.000Z')`.execute(db);
    await sql`insert into users (id, user_name, email, role, created_at, updated_at)
      values ('u1', 'Priya', 'priya@example.com', 'student', '2026-01-01T00:00:00.000Z',
        '2026-01-01T00:00:00.000Z')`.execute(db);
    await sql`insert into courses (id, course_title, sub_title, category, course_price,
      description, course_level, course_duration, course_language, instructor, search_text,
      course_thumbnail, created_at, updated_at)
      values ('k1', 'Tally', 'Prime', 'Accounting', 600000, 'Books', 'Beginner', '3 months',
      'Hindi', 'Neha', 'tally', 'public/t.webp', '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z')`.execute(db);
    for (const [id, provider, status, amount, at] of [
      ['p1', 'test', 'paid', 499900, '2026-03-31T17:30:00.000Z'],
      ['p2', 'desk', 'paid', 250000, '2026-03-31T19:00:00.000Z'],
      ['p3', 'test', 'paid', 100000, '2026-04-02T05:00:00.000Z'],
      ['p4', 'test', 'created', 700000, '2026-04-02T05:00:00.000Z'],
    ] as const) {
      await sql`insert into payments (id, user_id, course_id, amount, currency, provider,
        order_id, status, created_at, updated_at)
        values (${id}, 'u1', 'k1', ${amount}, 'INR', ${provider}, ${`order_${id}`}, ${status},
        ${at}, ${at})`.execute(db);
    }
    await sql`insert into enrollments (user_id, course_id, created_at)
      values ('u1', 'k1', '2026-03-31T19:00:00.000Z')`.execute(db);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await site.dispose();
  });

  it('sums the rows already there by day in India', async () => {
    const totals = await db
      .selectFrom('daily_totals')
      .select(['kind', 'day', 'item', 'total'])
      .orderBy('kind')
      .orderBy('day')
      .orderBy('item')
      .execute();
    expect(totals.map((t) => ({ ...t, total: Number(t.total) }))).toEqual([
      { kind: 'enquiries', day: '2026-04-01', item: 'joined', total: 1 },
      { kind: 'enrollments', day: '2026-04-01', item: 'k1', total: 1 },
      { kind: 'revenue', day: '2026-03-31', item: 'online', total: 499900 },
      { kind: 'revenue', day: '2026-04-01', item: 'desk', total: 250000 },
      { kind: 'revenue', day: '2026-04-02', item: 'online', total: 100000 },
    ]);
  });
});
