import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstStart } from '#server/first-start';
import { logIn } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

describe('the first start without ADMIN_PASSWORD', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  const logged: unknown[] = [];
  const log = { info: (...args: unknown[]) => logged.push(args), warn: () => {} };

  beforeAll(async () => {
    site = await createTestSite({
      ADMIN_EMAIL: 'office@example.com',
      PUBLIC_URL: 'https://vidya.example',
    });
    app = await startApp(site);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('prints the generated password once, in a box with where to log in and how to change it', async () => {
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      await firstStart(app.db, app.storage, site.config, log);
      await firstStart(app.db, app.storage, site.config, log);
    } finally {
      write.mockRestore();
    }
    expect(written).toHaveLength(1);
    const box = written[0]!.split('\n').filter((line) => line !== '');
    expect(box[0]).toMatch(/^╔═+╗$/);
    expect(box.at(-1)).toMatch(/^╚═+╝$/);
    expect(new Set(box.map((line) => line.length)).size).toBe(1);
    const text = box.join('\n');
    expect(text).toContain('E-mail:    office@example.com');
    expect(text).toContain('Log in at: https://vidya.example/login');
    expect(text).toContain('Change Password');
    const password = /Password: {2}(\S+)/.exec(text)?.[1];
    expect(password).toBeDefined();
    expect(JSON.stringify(logged)).not.toContain(password);
    expect(await logIn(app, 'office@example.com', password!)).toBeTruthy();
  });
});
