import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { createTestSite, testDb, withPgAdmin, type TestSite } from '../helpers/test-app';

const status = async (url: string) => (await fetch(url)).status;

/** Asks until the answer is 200, for at most `ms`; returns the statuses seen. */
async function untilOk(url: string, ms: number): Promise<number[]> {
  const seen: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    seen.push(await status(url));
    if (seen.at(-1) === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return seen;
}

// A lost connection is a PostgreSQL matter: SQLite is a file inside the process.
describe.skipIf(testDb !== 'postgres')('the server when PostgreSQL drops its connections', () => {
  let site: TestSite;
  let server: ServerProcess;
  let database: string;
  const terminateBackends = (name: string) =>
    withPgAdmin((c) =>
      c.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      ),
    );

  beforeAll(async () => {
    site = await createTestSite();
    database = new URL(site.env.DATABASE_URL!).pathname.slice(1);
    server = await startServer(site.env, site.dataDir);
  });

  afterAll(async () => {
    await server.stop();
    await site.dispose();
  });

  it('stays up when its backends are terminated, and the next requests succeed', async () => {
    const courses = `${server.url}/api/v1/course`;
    // Several at once, so the pool holds more than one connection.
    expect(await Promise.all([1, 2, 3, 4].map(() => status(courses)))).toEqual([
      200, 200, 200, 200,
    ]);

    const { rowCount } = await terminateBackends(database);
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(server.child.exitCode).toBeNull();
    for (let i = 0; i < 5; i++) expect(await status(courses)).toBe(200);
    expect(await status(`${server.url}/api/v1/health`)).toBe(200);
    expect(server.output()).toContain('database connection lost');
  });

  it('answers 503 while the database cannot be reached, and recovers by itself', async () => {
    const health = `${server.url}/api/v1/health`;
    const courses = `${server.url}/api/v1/course`;
    // Not asked for yet, so not kept: answering it needs the database.
    const news = `${server.url}/api/v1/news`;
    const away = `${database}_away`;
    await terminateBackends(database);
    await withPgAdmin((c) => c.query(`alter database ${database} rename to ${away}`));
    try {
      const down = await fetch(news);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(await down.json()).toEqual({
        success: false,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
      const healthDown = await fetch(health);
      expect(healthDown.status).toBe(503);
      expect(await healthDown.json()).toMatchObject({ message: 'The database is unreachable.' });
      // The course list was kept when it was last read, and nothing can have changed it since.
      expect(await status(courses)).toBe(200);
    } finally {
      await withPgAdmin((c) => c.query(`alter database ${away} rename to ${database}`));
    }

    expect(server.child.exitCode).toBeNull();
    const seen = await untilOk(news, 5000);
    expect(seen.at(-1)).toBe(200);
    expect(await status(health)).toBe(200);
  });
});
