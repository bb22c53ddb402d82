import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '#server/db/database';

export const ADMIN = { email: 'admin@institute.local', password: 'Bench@12345' };

export interface BenchSite {
  /** The environment of a production-like server on this site's data. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

const pgAdmin = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
};

/**
 * A fresh site: a temp folder and, with BENCH_DB=postgres, a database of its own on the server
 * of BENCH_DATABASE_URL (the test server by default). Demo content is seeded on first start.
 */
export async function createBenchSite(): Promise<BenchSite> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database =
    process.env.BENCH_DB === 'postgres' ? `bench_${randomBytes(6).toString('hex')}` : undefined;
  const databaseUrl = new URL(adminUrl);
  if (database) {
    await pgAdmin(adminUrl, `create database ${database}`);
    databaseUrl.pathname = `/${database}`;
  }
  return {
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      PAYMENTS_TEST_MODE: 'true',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(database ? { DATABASE_URL: databaseUrl.href } : {}),
    },
    async dispose() {
      if (database) await pgAdmin(adminUrl, `drop database if exists ${database} with (force)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The database a server with this environment uses, opened from the outside. */
export function openSiteDatabase(env: Record<string, string>): Db {
  return openDatabase({ url: env.DATABASE_URL, file: path.join(env.DATA_DIR ?? '', 'site.db') });
}
