import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

/** The service worker and web app manifest as the server sends them (decision 071). */
describe('the installable site', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;

  beforeAll(async () => {
    site = await createTestSite();
    const webRoot = path.join(site.dataDir, 'web');
    await fs.mkdir(path.join(webRoot, 'icons'), { recursive: true });
    await fs.writeFile(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
    );
    await fs.writeFile(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await fs.writeFile(
      path.join(webRoot, 'manifest.webmanifest'),
      JSON.stringify({ name: 'Site', start_url: '/', display: 'standalone' }),
    );
    await fs.copyFile('public/icons/icon-192.png', path.join(webRoot, 'icons', 'icon-192.png'));
    app = await startApp(site, { webRoot });
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('sends the service worker as a script the browser checks for a new version every time', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
  });

  it('sends the web app manifest as a manifest, checked every time too', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: '/', display: 'standalone' });
    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it("lets a page run the site's own service worker and read its manifest, and no one else's", async () => {
    const res = await app.inject({ method: 'GET', url: '/courses' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)worker-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|;)manifest-src 'self'(;|$)/);
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});
