import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRegistration } from '../helpers/factories';
import { adminSession } from '../helpers/catalogue';
import { as } from '../helpers/requests';
import { createTestSite, startApp, testDb, type TestSite } from '../helpers/test-app';

interface SearchPage {
  data: { name: string }[];
  Pages: number;
  total: number;
  more?: boolean;
}

// A search counts its matches up to ten pages past the one shown (decision 024).
describe(`a search's pages and count (${testDb})`, () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  const search = async (query: string) => {
    const res = await as(app, admin, { method: 'POST', url: `/api/v1/register/getData?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SearchPage;
  };

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    // 125 registrations named Imran, a minute apart, the highest number the newest.
    for (let i = 0; i < 125; i++) {
      await makeRegistration(app.db, {
        name: `Imran Khan ${String(i).padStart(3, '0')}`,
        city: i % 5 === 0 ? 'Kanpur' : 'Lucknow',
        createdAt: new Date(Date.UTC(2026, 5, 1, 6, i)).toISOString(),
      });
    }
    await makeRegistration(app.db, { name: 'Zoya Imran', city: 'Agra' });
    await makeRegistration(app.db, { name: 'Rohit Yadav', city: 'Agra' });
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('counts a few matches exactly and sorts them as asked', async () => {
    const agra = await search('page=1&q=agra&sort=name&dir=desc');
    expect(agra).toMatchObject({ total: 2, Pages: 1, more: false });
    expect(agra.data.map((r) => r.name)).toEqual(['Zoya Imran', 'Rohit Yadav']);
    const kanpur = await search('page=3&q=kanpur');
    expect(kanpur).toMatchObject({ total: 25, Pages: 3, more: false });
    expect(kanpur.data.map((r) => r.name)).toEqual([
      'Imran Khan 020',
      'Imran Khan 015',
      'Imran Khan 010',
      'Imran Khan 005',
      'Imran Khan 000',
    ]);
  });

  it('reads a page of many matches in the sort order and says the count goes on', async () => {
    const first = await search('page=1&q=imran&sort=name');
    expect(first).toMatchObject({ total: 110, Pages: 11, more: true });
    expect(first.data.map((r) => r.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Imran Khan ${String(i).padStart(3, '0')}`),
    );
    const newest = await search('page=2&q=imran&status=new');
    expect(newest).toMatchObject({ total: 120, Pages: 12, more: true });
    expect(newest.data.map((r) => r.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Imran Khan ${String(115 - i).padStart(3, '0')}`),
    );
  });

  it('counts every match once the page is near the end', async () => {
    const last = await search('page=13&q=imran');
    expect(last).toMatchObject({ total: 126, Pages: 13, more: false });
    expect(last.data.map((r) => r.name)).toEqual([
      'Imran Khan 005',
      'Imran Khan 004',
      'Imran Khan 003',
      'Imran Khan 002',
      'Imran Khan 001',
      'Imran Khan 000',
    ]);
    expect(await search('page=20&q=imran')).toMatchObject({ data: [], total: 126, Pages: 13 });
  });
});
