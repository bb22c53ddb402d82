import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '#server/db/database';
import { postgresUrlFor, testDb, withPgAdmin } from './pg-admin';
import { dropDatabasesOf } from './pg-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test site's PostgreSQL database is copied from. */
    pgTemplate?: string;
    /** The migrated SQLite file each test site's database starts as a copy of. */
    sqliteTemplate: string;
  }
}

/**
 * The migrations run once per run, into a template each test site's database is copied from:
 * migrating took most of a second a site, copying takes a few milliseconds (SQLite) or a tenth of
 * a second (PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'site-template-'));
  const file = path.join(folder, 'site.db');
  await migrated(openDatabase({ file }));
  project.provide('sqliteTemplate', file);
  const template = testDb === 'postgres' ? `site_template_${randomBytes(6).toString('hex')}` : '';
  if (template) {
    await withPgAdmin((c) => c.query(`create database ${template}`));
    await migrated(openDatabase({ url: postgresUrlFor(template), file: '' }));
    project.provide('pgTemplate', template);
  }
  return async () => {
    if (template) await dropDatabasesOf(template);
    await fs.rm(folder, { recursive: true, force: true });
  };
}

async function migrated(db: ReturnType<typeof openDatabase>) {
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}
