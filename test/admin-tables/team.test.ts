import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#server/db/time';
import { adminSession } from '../helpers/catalogue';
import { adminTable, csvLines, expectAdminsOnly, refusedViews } from '../helpers/admin-table';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

describe('the Team Members table', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let table: ReturnType<typeof adminTable<{ name: string }>>;
  const names = async (query: string) => (await table.page(query)).rows.map((r) => r.name);

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    table = adminTable(app, admin, {
      path: '/team/list',
      exportPath: '/team/export.csv',
      pick: (data: { members: { name: string }[] }) => data.members,
    });
    const members = [
      ['Meera Iyer', 'Director, "Academics"'],
      ['Ankit Sharma', 'Python Trainer'],
      ['प्रिया शर्मा', '@Counsellor'],
    ];
    for (const [i, [name, position]] of members.entries()) {
      const at = `2026-04-0${i + 1}T05:00:00.000Z`;
      await app.db
        .insertInto('team_members')
        .values({
          id: newId(),
          name: name ?? '',
          position: position ?? '',
          image: 'public/team/picture.webp',
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('lists in the About page order, searched by name or position through the index', async () => {
    expect(await names('')).toEqual(['Meera Iyer', 'Ankit Sharma', 'प्रिया शर्मा']);
    expect(await names('q=trainer')).toEqual(['Ankit Sharma']);
    expect(await names('q=शर्मा')).toEqual(['प्रिया शर्मा']);
    expect(await names('q=sharma')).toEqual(['Ankit Sharma']);
  });

  it('sorts by its columns', async () => {
    expect(await names('sort=name')).toEqual(['Ankit Sharma', 'Meera Iyer', 'प्रिया शर्मा']);
    expect(await names('sort=order&dir=desc')).toEqual([
      'प्रिया शर्मा',
      'Ankit Sharma',
      'Meera Iyer',
    ]);
    expect((await names('sort=position'))[0]).toBe('प्रिया शर्मा');
  });

  it('refuses views it cannot show, and filters it does not have', async () => {
    for (const query of [...refusedViews, 'status=active']) {
      expect(await table.status(query), query).toBe(400);
    }
  });

  it('exports exactly the view as UTF-8 CSV, quoting commas and quotes and defusing formulas', async () => {
    const res = await table.exported();
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="team-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csvLines(res)).toEqual([
      'Name,Position,Added',
      'Meera Iyer,"Director, ""Academics""",01/04/2026',
      'Ankit Sharma,Python Trainer,02/04/2026',
      "प्रिया शर्मा,'@Counsellor,03/04/2026",
    ]);
    expect(csvLines(await table.exported('q=meera'))).toHaveLength(2);
  });

  it('is for admins only', async () => {
    await expectAdminsOnly(app, ['/api/v1/team/list', '/api/v1/team/export.csv']);
  });
});
