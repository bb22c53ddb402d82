import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeEnrollment, makeUser } from '../helpers/factories';
import { adminSession } from '../helpers/catalogue';
import { adminTable, csvLines, expectAdminsOnly, refusedViews } from '../helpers/admin-table';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

interface Row {
  courseTitle: string;
  category: string;
  coursePrice: number;
  isPublish: boolean;
}

describe('the All Courses table', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let table: ReturnType<typeof adminTable<Row>>;
  const titles = async (query: string) => (await table.page(query)).rows.map((r) => r.courseTitle);

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    table = adminTable<Row>(app, admin, {
      path: '/course/courses',
      exportPath: '/course/export.csv',
      pick: (data: { data: Row[] }) => data.data,
    });
    const python = await makeCourse(app, {
      course_title: 'Python Programming',
      category: 'Programming',
      instructor: 'Ankit Sharma',
      course_mode: 'online',
      course_price: 499900,
      createdAt: '2026-03-31T17:30:00.000Z',
    });
    await makeCourse(app, {
      course_title: 'Excel, "Advanced"',
      category: 'Office',
      instructor: 'Meera Iyer',
      course_mode: 'offline',
      course_price: 150050,
      published: false,
      createdAt: '2026-04-02T05:00:00.000Z',
    });
    await makeCourse(app, {
      course_title: '=SUM(A1)',
      category: 'Office',
      instructor: 'प्रिया शर्मा',
      course_mode: 'both',
      course_price: 99900,
      createdAt: '2026-04-03T05:00:00.000Z',
    });
    for (let i = 0; i < 2; i++) {
      const { user } = await makeUser(app.db);
      await makeEnrollment(app.db, user.id, python.id);
    }
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('searches by title, category and instructor, through the index', async () => {
    expect(await titles('q=python')).toEqual(['Python Programming']);
    expect(await titles('q=OFFICE')).toEqual(['=SUM(A1)', 'Excel, "Advanced"']);
    expect(await titles('q=meera')).toEqual(['Excel, "Advanced"']);
    expect(await titles('q=प्रिया')).toEqual(['=SUM(A1)']);
    expect(await titles('q=100%')).toEqual([]);
  });

  it('filters by publish status, mode, category and days in India', async () => {
    expect(await titles('status=draft')).toEqual(['Excel, "Advanced"']);
    expect((await table.page('status=published')).total).toBe(2);
    expect(await titles('mode=both')).toEqual(['=SUM(A1)']);
    expect(await titles('kind=Office&status=published')).toEqual(['=SUM(A1)']);
    expect(await titles('from=2026-04-01&to=2026-04-02')).toEqual(['Excel, "Advanced"']);
    expect(await titles('to=2026-03-31')).toEqual(['Python Programming']);
  });

  it('sorts by its columns', async () => {
    expect(await titles('sort=price&dir=asc')).toEqual([
      '=SUM(A1)',
      'Excel, "Advanced"',
      'Python Programming',
    ]);
    expect((await titles('sort=students&dir=desc'))[0]).toBe('Python Programming');
    expect(await titles('sort=title')).toEqual([
      '=SUM(A1)',
      'Excel, "Advanced"',
      'Python Programming',
    ]);
  });

  it('still gives every course without a page, for the course pickers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/course/courses' });
    expect(res.statusCode).toBe(401);
    const whole = await table.page('');
    expect(whole.rows).toHaveLength(3);
  });

  it('refuses views it cannot show', async () => {
    for (const query of [...refusedViews, 'status=hidden', 'mode=evening']) {
      expect(await table.status(query), query).toBe(400);
    }
  });

  it('exports exactly the view as UTF-8 CSV, quoting commas and quotes and defusing formulas', async () => {
    const res = await table.exported('sort=price&dir=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="courses-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csvLines(res);
    expect(lines).toEqual([
      'Added,Title,Category,Instructor,Level,Mode,Language,Price (INR),Students,Status',
      '31/03/2026,Python Programming,Programming,Ankit Sharma,Beginner,Online,Hindi,4999.00,2,Published',
      '02/04/2026,"Excel, ""Advanced""",Office,Meera Iyer,Beginner,Offline (classroom),Hindi,1500.50,0,Unpublished',
      "03/04/2026,'=SUM(A1),Office,प्रिया शर्मा,Beginner,Online and offline,Hindi,999.00,0,Published",
    ]);
    expect(csvLines(await table.exported('status=draft'))).toHaveLength(2);
  });

  it('is for admins only', async () => {
    await expectAdminsOnly(app, ['/api/v1/course/courses?page=1', '/api/v1/course/export.csv']);
  });
});
