import { afterAll, beforeAll } from 'vitest';
import { adminSession } from '../helpers/catalogue';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

/** A site with an admin logged in, shared by the tests of one file. */
export function moneySite() {
  const ctx = {} as { site: TestSite; app: Awaited<ReturnType<typeof startApp>>; admin: string };
  beforeAll(async () => {
    ctx.site = await createTestSite();
    ctx.app = await startApp(ctx.site);
    ctx.admin = await adminSession(ctx.app);
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.site.dispose();
  });
  return ctx;
}
