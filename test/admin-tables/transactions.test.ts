import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makePayment, makeUser } from '../helpers/factories';
import { adminSession } from '../helpers/catalogue';
import { paymentsAroundYearEnd } from '../helpers/money';
import { as, logIn } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

interface Row {
  courseId: { courseTitle: string };
  user: { userName: string };
  amount: number;
  paymentStatus: string;
}

describe('the Transaction History table', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let pythonId: string;

  const list = async (query: string) => {
    const res = await as(app, admin, { method: 'GET', url: `/api/v1/payment?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { data: Row[]; pages: number; total: number };
  };
  const exported = (query: string) =>
    as(app, admin, { method: 'GET', url: `/api/v1/payment/export.csv?${query}` });

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    const python = await makeCourse(app, { course_title: 'Python Programming' });
    const excel = await makeCourse(app, { course_title: 'Excel, "Advanced"' });
    pythonId = python.id;
    const ravi = (await makeUser(app.db, { userName: 'Ravi Verma', mobileNo: '9876500001' })).user;
    const formula = (await makeUser(app.db, { userName: '=HYPERLINK("x")' })).user;
    const hindi = (await makeUser(app.db, { userName: 'प्रिया शर्मा' })).user;
    await paymentsAroundYearEnd(app.db, [
      { userId: ravi.id, courseId: python.id },
      { userId: formula.id, courseId: excel.id },
      { userId: hindi.id, courseId: python.id },
    ]);
    // Orders still open (made within the hour): expired ones are not listed unless asked for.
    for (let i = 0; i < 12; i++) {
      const buyer = (await makeUser(app.db, { userName: `Bulk Buyer ${i}` })).user;
      await makePayment(app.db, buyer.id, excel.id, {
        amount: 100000 + i * 100,
        status: 'created',
        createdAt: new Date(Date.now() - (12 - i) * 60_000).toISOString(),
      });
    }
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('searches by student, course and order, through the indexes', async () => {
    expect((await list('q=ravi')).data.map((r) => r.user.userName)).toEqual(['Ravi Verma']);
    expect((await list('q=00001')).data.map((r) => r.user.userName)).toEqual(['Ravi Verma']);
    const python = await list('q=PYTHON');
    expect(python.data.map((r) => r.user.userName)).toEqual(['प्रिया शर्मा', 'Ravi Verma']);
    expect((await list('q=प्रिया')).total).toBe(1);
    expect((await list('q=nobody-here')).data).toEqual([]);
    expect((await list('q=100%')).data).toEqual([]);
  });

  it('filters by status, course and days in India', async () => {
    expect((await list('status=failed')).data.map((r) => r.user.userName)).toEqual(['प्रिया शर्मा']);
    expect((await list(`course=${pythonId}`)).total).toBe(2);
    const march = await list('from=2026-03-01&to=2026-03-31');
    expect(march.data.map((r) => r.user.userName)).toEqual(['Ravi Verma']);
    const april = await list('from=2026-04-01&to=2026-04-30');
    expect(april.data.map((r) => r.user.userName)).toEqual(['प्रिया शर्मा', '=HYPERLINK("x")']);
  });

  it('filters by payment mode', async () => {
    const { id } = await app.db
      .selectFrom('payments')
      .select('payments.id')
      .where('amount', '=', 100000)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('payments').set({ mode: 'upi' }).where('id', '=', id).execute();
    expect((await list('mode=upi')).data.map((r) => r.user.userName)).toEqual(['Bulk Buyer 0']);
    expect((await list('mode=online')).total).toBe(14);
    expect((await list('mode=cash')).data).toEqual([]);
    const refused = await as(app, admin, { method: 'GET', url: '/api/v1/payment?mode=cheque' });
    expect(refused.statusCode).toBe(400);
  });

  it('sorts by its columns and pages the sorted rows', async () => {
    const cheapest = await list('sort=amount&dir=asc');
    expect(cheapest.total).toBe(15);
    expect(cheapest.pages).toBe(2);
    expect(cheapest.data[0]?.amount).toBe(999);
    const dearest = await list('sort=amount&dir=desc');
    expect(dearest.data[0]?.amount).toBe(4999);
    const byStudent = await list('status=paid&sort=student&dir=asc');
    expect(byStudent.data.map((r) => r.user.userName)).toEqual(['=HYPERLINK("x")', 'Ravi Verma']);
    const second = await list('sort=date&dir=asc&page=2');
    expect(second.data.map((r) => r.user.userName)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Bulk Buyer ${i + 7}`),
    );
  });

  it('refuses a search too short for the index, an unknown sort or status, and a reversed range', async () => {
    for (const query of [
      'q=ab',
      'sort=password',
      'status=stolen',
      'from=2026-05-01&to=2026-04-01',
    ]) {
      const res = await as(app, admin, { method: 'GET', url: `/api/v1/payment?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('exports exactly the view, every page, as UTF-8 CSV with a byte-order mark', async () => {
    const res = await exported('sort=amount&dir=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date,Course Name,Student,Email,Amount (INR),Status,PaymentID,OrderID,Mode,Reference,Recorded by,Refund',
    );
    expect(lines).toHaveLength(16);
    expect(lines[1]).toMatch(
      /^31\/03\/2026,Python Programming,Ravi Verma,[^,]+,4999\.00,paid,pay_\w+,order_\w+,Online,,,$/,
    );
    // A comma and quotes are quoted; a cell a spreadsheet would run gets an apostrophe.
    expect(lines[2]).toMatch(
      /^01\/04\/2026,"Excel, ""Advanced""","'=HYPERLINK\(""x""\)",[^,]+,1500\.50,paid,/,
    );
    expect(lines.some((l) => l.includes('प्रिया शर्मा') && l.includes('999.00,failed,,'))).toBe(true);
  });

  it('exports a filtered view only', async () => {
    const res = await exported('status=failed');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('प्रिया शर्मा');
    expect((await exported('q=zz')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const { user, password } = await makeUser(app.db);
    const studentCookie = await logIn(app, user.email, password);
    for (const url of ['/api/v1/payment', '/api/v1/payment/export.csv']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await as(app, studentCookie, { method: 'GET', url })).statusCode).toBe(403);
    }
  });
});
