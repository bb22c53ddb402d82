import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS_PER_ADDRESS, dashboardCounts } from '#server/features/stats/repo';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

describe('HTTP foundation', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  const indexHtml =
    '<!doctype html><html><head></head><body><div id="root"></div><script src="/assets/main-3f9a1c.js"></script></body></html>';

  beforeAll(async () => {
    site = await createTestSite();
    const webRoot = path.join(site.dataDir, 'web');
    await fs.mkdir(path.join(webRoot, 'assets'), { recursive: true });
    await fs.writeFile(path.join(webRoot, 'index.html'), indexHtml);
    await fs.writeFile(
      path.join(webRoot, 'assets', 'main-3f9a1c.js'),
      `console.log(${'"x",'.repeat(2000)} 1);`,
    );
    await fs.writeFile(
      path.join(webRoot, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    await fs.mkdir(path.join(webRoot, 'banners'));
    await fs.writeFile(
      path.join(webRoot, 'banners', 'banner-1.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    app = await startApp(site, { webRoot });
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('reports that the database is reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: 'reachable' } });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers a body over the limit with a 413 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request is too large.' });
  });

  it('answers an unknown API path with a 404 envelope, never the web app', async () => {
    for (const url of [
      '/api/v1/no-such-thing',
      '/api/v1/course/nothing/here',
      '/api',
      '/media/none.webp',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.json(), url).toEqual({ success: false, message: 'Not found.' });
    }
  });

  it('serves the web app for deep links so the client router can take over', async () => {
    for (const url of ['/', '/courses', '/admin/dashboard/allCourses', '/about?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"></div><noscript>');
      expect(res.body, url).toContain(
        '<script src="/assets/main-3f9a1c.js"></script></body></html>',
      );
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/main-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const other = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(other.headers['cache-control']).toBe('public, max-age=3600');
    const banner = await app.inject({ method: 'GET', url: '/banners/banner-1.svg' });
    expect(banner.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('compresses pages for browsers that accept it, Brotli first', async () => {
    for (const [accept, encoding, unpack] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const packed = await app.inject({
        method: 'GET',
        url: '/courses',
        headers: { 'accept-encoding': accept },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(String(packed.headers.vary)).toContain('accept-encoding');
      expect(unpack(packed.rawPayload).toString()).toContain('<div id="root"></div>');
    }
    const plain = await app.inject({ method: 'GET', url: '/courses' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // Files on disk: lessons' videos come from the site itself.
    expect(csp).toContain("media-src 'self';");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self)',
    );
  });

  it('sends an API answer only the headers that apply to data, not to a page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  it('gives slow clients a deadline for their headers, their request and an idle connection', () => {
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(60_000);
    expect(app.server.keepAliveTimeout).toBe(5_000);
    expect(app.server.timeout).toBe(60_000);
  });

  it('serves public uploads with long-lived caching', async () => {
    await app.storage.put('public/test/pixel.txt', Buffer.from('hello'));
    const res = await app.inject({ method: 'GET', url: '/media/test/pixel.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('hello');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('counts one visitor per browser per day, from page loads only', async () => {
    const visitors = async () => (await dashboardCounts(app.db)).totalVisitors;
    const before = await visitors();
    const page = (userAgent: string) =>
      app.inject({ method: 'GET', url: '/courses', headers: { 'user-agent': userAgent } });
    // Two real browsers' agents, which fall into different groups (BROWSERS_PER_ADDRESS).
    const android = 'Mozilla/5.0 (Linux; Android 14) Chrome/131';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/605';
    await page(android);
    await page(android);
    await app.inject({ method: 'GET', url: '/about', headers: { 'user-agent': android } });
    expect(await visitors()).toBe(before + 1);
    await page(iphone);
    await app.inject({
      method: 'GET',
      url: '/assets/main-3f9a1c.js',
      headers: { 'user-agent': 'Browser C' },
    });
    await app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { 'user-agent': 'Browser D' },
    });
    expect(await visitors()).toBe(before + 2);
    const cookies = (await page('Browser E')).cookies;
    expect(cookies).toEqual([]);
  });

  it('counts at most a few browsers per address a day, however many user agents it claims', async () => {
    const visitors = async () => (await dashboardCounts(app.db)).totalVisitors;
    const visit = (userAgent: string, remoteAddress: string) =>
      app.inject({ method: 'GET', url: '/', headers: { 'user-agent': userAgent }, remoteAddress });
    const before = await visitors();
    for (let i = 0; i < 200; i++) await visit(`Bot/${i}.${Math.random()}`, '203.0.113.7');
    const fromOne = (await visitors()) - before;
    expect(fromOne).toBeGreaterThan(1);
    expect(fromOne).toBeLessThanOrEqual(BROWSERS_PER_ADDRESS);
    await visit('Bot/1', '203.0.113.8');
    expect(await visitors()).toBe(before + fromOne + 1);
  });

  it('serves the public site settings', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.hours).toBe('Mon-Sat 8:00-18:00');
    expect(body.data.phone).toMatch(/^\d{10}$/);
    // No Razorpay keys here: the built-in test provider takes payments, and the site says so.
    expect(body.data.testPayments).toBe(true);
  });
});
