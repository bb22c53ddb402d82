import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database';
import { makeUser } from '../helpers/factories';
import { verifyPassword } from '#server/services/passwords';
import { collectOutput, exitCode, runScript, startServer } from '../helpers/server-process';
import { createTestSite, type TestSite } from '../helpers/test-app';

// Each test starts the server (its TypeScript compiled on the way) once or twice: beside the other
// database's run that took more than the default half minute.
describe('the server as a process', { timeout: 120_000 }, () => {
  let site: TestSite;
  const countRows = async () => {
    const db = openDatabase({
      url: site.config.DATABASE_URL,
      file: path.join(site.dataDir, 'site.db'),
    });
    try {
      const courses = await db
        .selectFrom('courses')
        .select(db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const admins = await db.selectFrom('users').selectAll().where('role', '=', 'admin').execute();
      return { courses: Number(courses.n), admins };
    } finally {
      await db.destroy();
    }
  };

  beforeAll(async () => {
    site = await createTestSite({
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'Owner@2024',
    });
  });

  afterAll(() => site.dispose());

  it('starts with demo content and the first admin, stops cleanly on SIGTERM, and keeps its data', async () => {
    const first = await startServer(site.env, site.dataDir);
    const health = await fetch(`${first.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(first.output()).not.toContain('Owner@2024');
    // SQLite removes its write-ahead log when the last connection closes cleanly.
    expect(fs.existsSync(path.join(site.dataDir, 'site.db-wal'))).toBe(false);

    const before = await countRows();
    expect(before.courses).toBeGreaterThanOrEqual(6);
    expect(before.admins).toHaveLength(1);
    expect(before.admins[0]!.email).toBe('owner@example.com');
    expect(await verifyPassword(before.admins[0]!.password_hash!, 'Owner@2024')).toBe(true);

    const second = await startServer(site.env, site.dataDir);
    const settings = await fetch(`${second.url}/api/v1/settings`);
    expect(settings.status).toBe(200);
    expect(await second.stop('SIGTERM')).toBe(0);
    const after = await countRows();
    expect(after.courses).toBe(before.courses);
    expect(after.admins.map((a) => a.id)).toEqual(before.admins.map((a) => a.id));
  });

  it('stops at start-up with a message naming a bad setting', async () => {
    const child = runScript(
      'src/server/main.ts',
      [],
      { ...site.env, PORT: 'eighty' },
      site.dataDir,
    );
    const output = collectOutput(child);
    expect(await exitCode(child)).toBe(1);
    expect(output()).toContain('PORT');
  });

  it('refuses production without Razorpay keys, and warns loudly when test payments are on', async () => {
    const production = {
      ...site.env,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://vidya.example.in',
    };
    const refused = runScript('src/server/main.ts', [], production, site.dataDir);
    const refusal = collectOutput(refused);
    expect(await exitCode(refused)).toBe(1);
    expect(refusal()).toContain('PAYMENTS_TEST_MODE=true');

    const server = await startServer({ ...production, PAYMENTS_TEST_MODE: 'true' }, site.dataDir);
    const settings = await fetch(`${server.url}/api/v1/settings`);
    expect((await settings.json()).data.testPayments).toBe(true);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toContain('PAYMENTS_TEST_MODE is on in production');
  });

  it('creates or promotes an admin from the command line', async () => {
    const run = async (...args: string[]) => {
      const child = runScript('src/server/create-admin.ts', args, site.env, site.dataDir);
      const output = collectOutput(child);
      return { code: await exitCode(child), output: output() };
    };
    const created = await run(
      '--email',
      'Second@Example.com',
      '--password',
      'secret1',
      '--name',
      'Second',
      '--mobile',
      '9123456780',
    );
    expect(created.code).toBe(0);
    const promoted = await run('--email', 'second@example.com', '--password', 'secret22');
    expect(promoted.code).toBe(0);
    const refused = await run('--email', 'not-an-email', '--password', 'x');
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('Password must be at least 6 characters long');
    // An account signed up on the website with an address nobody verified stays a student.
    const db = openDatabase({
      url: site.config.DATABASE_URL,
      file: path.join(site.dataDir, 'site.db'),
    });
    await makeUser(db, { email: 'signed.up@example.com' }).finally(() => db.destroy());
    const unverified = await run('--email', 'signed.up@example.com', '--password', 'secret33');
    expect(unverified.code).toBe(1);
    expect(unverified.output).toContain('was never verified, so it was not made an admin');

    const { admins } = await countRows();
    const second = admins.find((a) => a.email === 'second@example.com');
    expect(second?.user_name).toBe('Second');
    expect(second?.mobile_no).toBe('9123456780');
    expect(await verifyPassword(second!.password_hash!, 'secret22')).toBe(true);
    expect(admins.map((a) => a.email)).not.toContain('signed.up@example.com');
  });
});
