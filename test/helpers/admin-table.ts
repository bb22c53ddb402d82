import { expect } from 'vitest';
import { makeUser } from './factories';
import { as, logIn } from './requests';
import type { startApp } from './test-app';

type App = Awaited<ReturnType<typeof startApp>>;

/**
 * An admin table's list and export, as the admin (`admin`, a session cookie) calls them: `list`
 * is the list route (under /api/v1), `pick` the rows out of its answer.
 */
export function adminTable<Row>(
  app: App,
  admin: string,
  list: { path: string; exportPath: string; pick: (data: never) => Row[] },
) {
  const page = async (query: string) => {
    const res = await as(app, admin, { method: 'GET', url: `/api/v1${list.path}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    return {
      rows: list.pick(data as never),
      pages: data.Pages as number,
      total: data.total as number,
    };
  };
  return {
    page,
    /** The status of a list call, for the views it refuses. */
    status: async (query: string) =>
      (await as(app, admin, { method: 'GET', url: `/api/v1${list.path}?${query}` })).statusCode,
    exported: (query = '') =>
      as(app, admin, { method: 'GET', url: `/api/v1${list.exportPath}?${query}` }),
  };
}

/** The lines of a CSV answer after its byte-order mark, which it must start with. */
export function csvLines(res: { rawPayload: Buffer; body: string }): string[] {
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

/** Views no table takes: a search too short for the index, an unknown sort, a reversed range. */
export const refusedViews = ['q=ab', 'sort=password', 'from=2026-05-01&to=2026-04-01'];

/** Visitors are asked to log in and students are refused, at every address given. */
export async function expectAdminsOnly(app: App, urls: string[]): Promise<void> {
  const { user, password } = await makeUser(app.db);
  const studentCookie = await logIn(app, user.email, password);
  for (const url of urls) {
    expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    expect((await as(app, studentCookie, { method: 'GET', url })).statusCode, url).toBe(403);
  }
}
