import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeEnrollment, makeReview, makeUser } from '../helpers/factories';
import { adminSession } from '../helpers/catalogue';
import { adminTable, csvLines, expectAdminsOnly, refusedViews } from '../helpers/admin-table';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

interface Row {
  name: string;
  status: string;
  verified: boolean;
}

describe('the Reviews table', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let table: ReturnType<typeof adminTable<Row>>;
  let pythonId: string;
  const names = async (query: string) => (await table.page(query)).rows.map((r) => r.name);

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    table = adminTable<Row>(app, admin, {
      path: '/review/list',
      exportPath: '/review/export.csv',
      pick: (data: { data: Row[] }) => data.data,
    });
    const python = await makeCourse(app, { course_title: 'Python, "Basics"' });
    pythonId = python.id;
    const { user } = await makeUser(app.db, { userName: 'Ravi Verma' });
    await makeEnrollment(app.db, user.id, python.id);
    await makeReview(app.db, {
      name: 'Ravi V.',
      user_id: user.id,
      course_id: python.id,
      message: 'Patient mentors, clear notes.',
      createdAt: '2026-03-31T17:30:00.000Z',
    });
    await makeReview(app.db, {
      name: '-Anonymous',
      message: '+1 would learn again',
      status: 'pending',
      createdAt: '2026-04-02T05:00:00.000Z',
    });
    await makeReview(app.db, {
      name: 'प्रिया शर्मा',
      course_id: python.id,
      message: 'बहुत अच्छा',
      status: 'hidden',
      createdAt: '2026-04-03T05:00:00.000Z',
    });
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('searches by name and text, through the index', async () => {
    expect(await names('q=ravi')).toEqual(['Ravi Verma']);
    expect(await names('q=LEARN')).toEqual(['-Anonymous']);
    expect(await names('q=अच्छा')).toEqual(['प्रिया शर्मा']);
    expect(await names('q=nobody')).toEqual([]);
  });

  it('filters by status, course and days in India', async () => {
    expect(await names('status=pending')).toEqual(['-Anonymous']);
    expect(await names('status=published')).toEqual(['Ravi Verma']);
    expect(await names(`course=${pythonId}`)).toEqual(['प्रिया शर्मा', 'Ravi Verma']);
    expect(await names('from=2026-04-01&to=2026-04-02')).toEqual(['-Anonymous']);
    expect((await table.page('to=2026-03-31')).total).toBe(1);
  });

  it('sorts by its columns', async () => {
    expect(await names('')).toEqual(['प्रिया शर्मा', '-Anonymous', 'Ravi Verma']);
    expect(await names('sort=date&dir=asc')).toEqual(['Ravi Verma', '-Anonymous', 'प्रिया शर्मा']);
    expect(await names('sort=status')).toEqual(['प्रिया शर्मा', '-Anonymous', 'Ravi Verma']);
  });

  it('refuses views it cannot show', async () => {
    for (const query of [...refusedViews, 'status=deleted', 'sort=rating']) {
      expect(await table.status(query), query).toBe(400);
    }
  });

  it('exports exactly the view as UTF-8 CSV, quoting commas and quotes and defusing formulas', async () => {
    const res = await table.exported('sort=date&dir=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="reviews-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csvLines(res)).toEqual([
      'Date,Name,Posted as,Course,Verified student,Message,Status',
      '31/03/2026,Ravi Verma,Ravi V.,"Python, ""Basics""",Yes,"Patient mentors, clear notes.",Shown',
      "02/04/2026,'-Anonymous,,,No,'+1 would learn again,Waiting",
      '03/04/2026,प्रिया शर्मा,,"Python, ""Basics""",No,बहुत अच्छा,Hidden',
    ]);
    expect(csvLines(await table.exported('status=hidden'))).toHaveLength(2);
  });

  it('exports text a spreadsheet would run as a formula as text, in one cell', async () => {
    const hostile = [
      'a;=1+1',
      '＝1+1',
      '＋91 98765 43210',
      '－1',
      '＠SUM(A1:A9)',
      '  =HYPERLINK("http://x.example")',
      '\t=1+1',
      'Fees; -10% for students',
      'Fees due; call Ravi',
    ];
    for (const [i, message] of hostile.entries()) {
      await makeReview(app.db, {
        name: `Safe ${i}`,
        message,
        createdAt: `2026-05-0${i + 1}T05:00:00.000Z`,
      });
    }
    const res = await table.exported('from=2026-05-01&to=2026-05-31&sort=date&dir=asc');
    expect(res.statusCode).toBe(200);
    const messages = (separator: ',' | ';') =>
      (
        parse(res.body.replace(/^\uFEFF/, ''), {
          delimiter: separator,
          relax_quotes: true,
          relax_column_count: true,
        }) as string[][]
      ).slice(1);
    // Read as RFC 4180 with commas: each message whole, a formula only as text.
    expect(messages(',').map((cells) => cells[5])).toEqual([
      "a;'=1+1",
      "'＝1+1",
      "'＋91 98765 43210",
      "'－1",
      "'＠SUM(A1:A9)",
      `'  =HYPERLINK("http://x.example")`,
      "'\t=1+1",
      "Fees;' -10% for students",
      'Fees due; call Ravi',
    ]);
    // Read by a spreadsheet set to split on semicolons: no cell starts a formula.
    for (const cells of messages(';')) {
      for (const cell of cells) expect(cell).not.toMatch(/^\s*[=+\-@＝＋－＠]/);
    }
  });

  it('is for admins only, while the public list stays public', async () => {
    await expectAdminsOnly(app, ['/api/v1/review/list', '/api/v1/review/export.csv']);
    expect((await app.inject({ method: 'GET', url: '/api/v1/review?q=ravi' })).statusCode).toBe(
      200,
    );
  });
});
