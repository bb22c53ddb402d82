import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openServices } from '../../src/server/runtime';

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

/** PostgreSQL connection string whose default schema is `schema`. */
export const postgresUrlFor = (schema: string) =>
  `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;

/** A place for one test's data: a temp folder and, on PostgreSQL, a schema of its own. */
export interface TestSite {
  dataDir: string;
  pgSchema?: string;
  /** The environment the site runs with, for a server started as a process. */
  env: Record<string, string>;
  config: Config;
  dispose(): Promise<void>;
}

export async function createTestSite(
  env: Record<string, string> = {},
  db: 'sqlite' | 'postgres' = testDb,
): Promise<TestSite> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-test-'));
  const pgSchema = db === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (pgSchema) await withPgAdmin((c) => c.query(`create schema ${pgSchema}`));
  const siteEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Limits have their own test; elsewhere they stay out of the way.
    LOGIN_LIMIT_PER_IP: '10000',
    LOGIN_LIMIT_PER_ACCOUNT: '10000',
    REGISTER_LIMIT_PER_IP: '10000',
    FORGOT_PASSWORD_LIMIT_PER_IP: '10000',
    FORGOT_PASSWORD_LIMIT_PER_ACCOUNT: '10000',
    ...(pgSchema ? { DATABASE_URL: postgresUrlFor(pgSchema) } : {}),
    ...env,
  };
  return {
    dataDir,
    pgSchema,
    env: siteEnv,
    config: loadConfig(siteEnv),
    async dispose() {
      if (pgSchema) await withPgAdmin((c) => c.query(`drop schema ${pgSchema} cascade`));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startApp(site: TestSite, options: { webRoot?: string } = {}) {
  const services = await openServices(site.config, { info: () => undefined });
  const app = await buildApp({ ...services, webRoot: options.webRoot });
  await app.ready();
  return app;
}
