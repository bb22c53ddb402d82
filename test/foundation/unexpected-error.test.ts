import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectServerError, serverErrors } from '../helpers/server-log';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

describe('an unexpected error in a route', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site, {
      extraRoutes: (a) =>
        a.get('/test-only/throw', async () => {
          throw new Error('secret-internal-detail');
        }),
    });
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('answers the generic 500 envelope and logs the error', async () => {
    expectServerError(/secret-internal-detail/);
    const res = await app.inject({ method: 'GET', url: '/test-only/throw' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'Something went wrong. Please try again later.',
    });
    expect(res.body).not.toContain('secret-internal-detail');
    expect(res.body).not.toContain('at ');
    expect(serverErrors().some((text) => text.includes('secret-internal-detail'))).toBe(true);
  });
});
