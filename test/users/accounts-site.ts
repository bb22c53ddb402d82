import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeAdmin } from '../helpers/factories';
import { as, logIn } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

export interface AccountsSite {
  site: TestSite;
  app: Awaited<ReturnType<typeof startApp>>;
  adminCookie: string;
  /** Every body and header set `call` received, for the closing no-secrets check. */
  bodies: string[];
  /** A request whose body and headers are kept for the closing no-secrets check. */
  call: (cookie: string | undefined, options: Parameters<typeof as>[2]) => ReturnType<typeof as>;
}

/**
 * A fresh site with one admin for a test file, and a closing test proving that no answer the
 * file received carried a password hash or a stored session secret.
 */
export function accountsSite(): AccountsSite {
  const ctx = {
    bodies: [] as string[],
    call: async (cookie, options) => {
      const res = await as(ctx.app, cookie, options);
      ctx.bodies.push(res.body, JSON.stringify(res.headers));
      return res;
    },
  } as AccountsSite;

  beforeAll(async () => {
    ctx.site = await createTestSite();
    ctx.app = await startApp(ctx.site);
    await makeAdmin(ctx.app.db, { ...ADMIN, mobileNo: '9000000000' });
    ctx.adminCookie = await logIn(ctx.app, ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    await ctx.app.close();
    await ctx.site.dispose();
  });

  return ctx;
}

export function neverSendsSecrets(ctx: AccountsSite): void {
  it('never sends a password hash or a stored session secret', async () => {
    const { app } = ctx;
    expect(ctx.bodies.length).toBeGreaterThan(0);
    const hashes = await app.db.selectFrom('users').select('password_hash').execute();
    const sessions = await app.db.selectFrom('sessions').select('token_hash').execute();
    const all = ctx.bodies.join('\n');
    expect(all).not.toContain('$argon2');
    for (const { password_hash } of hashes)
      if (password_hash) expect(all).not.toContain(password_hash);
    for (const { token_hash } of sessions) expect(all).not.toContain(token_hash);
  });
}
