import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import type { AppRender } from '#server/features/seo/app-render';
import { openServices } from '#server/runtime';

type Services = Awaited<ReturnType<typeof openServices>>;
import type { Clock } from '#server/features/notifications/clock';
import type { PaymentProvider } from '#server/services/payments';
import { databaseFreeFiles } from '../database-free';
import { postgresUrlFor, testDb, withPgAdmin } from './pg-admin';
import { giveBack, takeDatabase } from './pg-databases';
import { recordingLogger } from './server-log';

export { POSTGRES_URL, testDb, withPgAdmin } from './pg-admin';

/** The Redis the sharing tests use; give concurrent runs different database numbers (`/1`, `/2`). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A place for one test's data: a temp folder and, on PostgreSQL, a database of its own (not a
 * schema: Kysely's migrator looks at every schema of its database, and would trip over another
 * test's schema being dropped at that moment).
 */
export interface TestSite {
  dataDir: string;
  /** The environment the site runs with, for a server started as a process. */
  env: Record<string, string>;
  config: Config;
  dispose(): Promise<void>;
}

interface SiteOptions {
  db?: 'sqlite' | 'postgres';
  /** Start from an empty database, for tests of the migrations themselves. */
  empty?: boolean;
}

async function createEmptyDatabase() {
  const database = `site_test_${randomBytes(6).toString('hex')}`;
  await withPgAdmin((c) => c.query(`create database ${database}`));
  return database;
}

export async function createTestSite(
  env: Record<string, string> = {},
  { db = testDb, empty = false }: SiteOptions = {},
): Promise<TestSite> {
  const file = path.relative(process.cwd(), expect.getState().testPath ?? '');
  if (databaseFreeFiles.includes(file))
    throw new Error(`${file} makes a test site: take it off the list in test/database-free.ts`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-test-'));
  // A copy of the migrated template (helpers/db-templates) when this run has one.
  const template = db === 'postgres' && !empty ? inject('pgTemplate') : undefined;
  const database =
    db === 'postgres'
      ? await (template ? takeDatabase(template) : createEmptyDatabase())
      : undefined;
  if (db === 'sqlite' && !empty)
    await fs.copyFile(inject('sqliteTemplate'), path.join(dataDir, 'site.db'));
  const siteEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Limits have their own test; elsewhere they stay out of the way.
    LOGIN_LIMIT_PER_IP: '10000',
    LOGIN_LIMIT_PER_ACCOUNT_AND_IP: '10000',
    LOGIN_LIMIT_PER_ACCOUNT: '10000',
    REGISTER_LIMIT_PER_IP: '10000',
    FORGOT_PASSWORD_LIMIT_PER_IP: '10000',
    FORGOT_PASSWORD_LIMIT_PER_ACCOUNT: '10000',
    CONTACT_LIMIT_PER_IP: '10000',
    DEMO_BOOKING_LIMIT_PER_IP: '10000',
    REGISTRATION_FORM_LIMIT_PER_IP: '10000',
    UPLOAD_LIMIT_PER_USER: '10000',
    REVIEW_LIMIT_PER_USER: '10000',
    CERTIFICATE_CHECK_LIMIT_PER_IP: '10000',
    CERTIFICATE_CHECK_LIMIT_PER_NAME: '10000',
    CERTIFICATE_NUMBER_LIMIT_PER_IP: '10000',
    COUPON_LIMIT_PER_IP: '10000',
    COUPON_LIMIT_PER_USER: '10000',
    // On a two-core machine running both databases' tests and the journeys at once, opening a
    // connection has taken PostgreSQL over three seconds.
    ...(database
      ? { DATABASE_URL: postgresUrlFor(database), DATABASE_CONNECT_TIMEOUT_MS: '20000' }
      : {}),
    ...env,
  };
  return {
    dataDir,
    env: siteEnv,
    config: loadConfig(siteEnv),
    async dispose() {
      if (database && template) await giveBack(database);
      else if (database)
        await withPgAdmin((c) => c.query(`drop database if exists ${database} with (force)`));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface StartOptions {
  webRoot?: string;
  /** The web app's server render, for pages made with it. */
  appRender?: AppRender;
  /** Routes added before the app is ready, for tests that need a route of their own. */
  extraRoutes?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
  /** A gateway of the test's own instead of the one the configuration picks. */
  payments?: PaymentProvider;
  /** Message channels of the test's own, made from the ones the configuration picks. */
  channels?: (configured: Services['channels']) => Services['channels'];
  /** India's date now, for fees falling due. */
  today?: () => string;
  /** The time now, for messages and check-in codes. */
  clock?: Clock;
}

/** The app on the site's services; its log of warnings and errors is checked after each test. */
export async function startApp(site: TestSite, options: StartOptions = {}) {
  const logger = recordingLogger();
  const services = await openServices(site.config, logger);
  const app = await buildApp({
    ...services,
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.channels ? { channels: options.channels(services.channels) } : {}),
    webRoot: options.webRoot,
    appRender: options.appRender,
    logger,
    ...(options.today ? { today: options.today } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  options.extraRoutes?.(app);
  await app.ready();
  return app;
}
