import pg from 'pg';

// The run's database server, apart from Vitest's hooks so that the global setup can use it.

/** Which database this run uses: `TEST_DB=postgres` for the PostgreSQL server, SQLite otherwise. */
export const testDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function withPgAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The same server, another database. A test's commits need not wait for the disk: a crash loses
 * nothing a test run keeps.
 */
export const postgresUrlFor = (database: string) => {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.href;
};
