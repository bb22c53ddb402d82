import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#server/db/time';
import { adminSession } from '../helpers/catalogue';
import { adminTable, csvLines, expectAdminsOnly, refusedViews } from '../helpers/admin-table';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

interface Row {
  number: string;
  name: string;
  status: string;
}

describe('the Certificates table', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let table: ReturnType<typeof adminTable<Row>>;
  const numbers = async (query: string) => (await table.page(query)).rows.map((r) => r.number);

  const issue = (
    serial: number,
    row: { name: string; course: string; issued: string; revoked?: string; grade?: string },
  ) =>
    app.db
      .insertInto('certificates')
      .values({
        id: newId(),
        name: row.name,
        dob: '2004-05-17',
        course: row.course,
        file_id: newId(),
        storage_key: `private/certificates/${serial}.pdf`,
        original_key: `private/certificates/${serial}-original.pdf`,
        number: `VCI-2026-${String(serial).padStart(6, '0')}`,
        issue_year: 2026,
        serial,
        issued_on: row.issued,
        grade: row.grade ?? null,
        status: row.revoked ? 'revoked' : 'valid',
        revoked_at: row.revoked ? '2026-04-10T06:00:00.000Z' : null,
        revoked_reason: row.revoked ?? null,
        stamped: 1,
        pdf_sha256: null,
        created_at: `2026-04-${String(serial).padStart(2, '0')}T06:00:00.000Z`,
        updated_at: `2026-04-${String(serial).padStart(2, '0')}T06:00:00.000Z`,
      })
      .execute();

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    table = adminTable<Row>(app, admin, {
      path: '/certificate',
      exportPath: '/certificate/export.csv',
      pick: (data: { certificates: Row[] }) => data.certificates,
    });
    await issue(1, { name: 'ASHA KUMARI', course: 'Python Programming', issued: '2026-03-31' });
    await issue(2, {
      name: 'RAVI VERMA',
      course: 'Tally, "GST"',
      issued: '2026-04-01',
      revoked: '=Issued in error',
    });
    await issue(3, {
      name: 'प्रिया शर्मा',
      course: '@Excel',
      issued: '2026-04-15',
      grade: 'A+',
    });
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('searches by number, name and course, through the index', async () => {
    expect(await numbers('q=000002')).toEqual(['VCI-2026-000002']);
    expect(await numbers('q=asha%20%20kumari')).toEqual(['VCI-2026-000001']);
    expect(await numbers('q=python')).toEqual(['VCI-2026-000001']);
    expect(await numbers('q=प्रिया')).toEqual(['VCI-2026-000003']);
    expect(await numbers('q=VCI-2026')).toHaveLength(3);
    expect(await numbers('q=%25%25%25')).toEqual([]);
  });

  it('still understands search=, the older name of q, in the list and the export', async () => {
    expect(await numbers('search=ravi')).toEqual(['VCI-2026-000002']);
    expect(await table.status('search=ra')).toBe(400);
    const exported = csvLines(await table.exported('search=ravi'));
    expect(exported.slice(1).map((line) => line.split(',')[0])).toEqual(['VCI-2026-000002']);
    expect((await table.exported('search=ra')).statusCode).toBe(400);
  });

  it('filters by status and by the day of issue', async () => {
    expect(await numbers('status=revoked')).toEqual(['VCI-2026-000002']);
    expect((await table.page('status=valid')).total).toBe(2);
    expect(await numbers('from=2026-04-01&to=2026-04-01')).toEqual(['VCI-2026-000002']);
    expect(await numbers('to=2026-03-31')).toEqual(['VCI-2026-000001']);
    expect(await numbers('from=2026-04-01&status=valid')).toEqual(['VCI-2026-000003']);
  });

  it('sorts by its columns, newest first by default', async () => {
    expect(await numbers('')).toEqual(['VCI-2026-000003', 'VCI-2026-000002', 'VCI-2026-000001']);
    expect(await numbers('sort=number')).toEqual([
      'VCI-2026-000001',
      'VCI-2026-000002',
      'VCI-2026-000003',
    ]);
    expect(await numbers('sort=issued&dir=desc')).toEqual([
      'VCI-2026-000003',
      'VCI-2026-000002',
      'VCI-2026-000001',
    ]);
    expect((await numbers('sort=name'))[0]).toBe('VCI-2026-000001');
  });

  it('refuses views it cannot show', async () => {
    for (const query of [...refusedViews, 'status=expired', 'sort=dob']) {
      expect(await table.status(query), query).toBe(400);
    }
  });

  it('exports exactly the view as UTF-8 CSV, quoting commas and quotes and defusing formulas', async () => {
    const res = await table.exported('sort=number');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="certificates-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csvLines(res)).toEqual([
      'Number,Name,Course,Issued on,Grade,Status,Revoked on,Reason',
      'VCI-2026-000001,ASHA KUMARI,Python Programming,31/03/2026,,Valid,,',
      `VCI-2026-000002,RAVI VERMA,"Tally, ""GST""",01/04/2026,,Revoked,10/04/2026,'=Issued in error`,
      "VCI-2026-000003,प्रिया शर्मा,'@Excel,15/04/2026,A+,Valid,,",
    ]);
    const revoked = csvLines(await table.exported('status=revoked&q=verma'));
    expect(revoked).toHaveLength(2);
    expect((await table.exported('q=ab')).statusCode).toBe(400);
  });

  it('never exports a date of birth', async () => {
    expect((await table.exported()).body).not.toContain('2004');
  });

  it('is for admins only', async () => {
    await expectAdminsOnly(app, ['/api/v1/certificate', '/api/v1/certificate/export.csv']);
  });
});
