import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import { createLogger } from '#server/logger';
import { openServices } from '#server/runtime';
import { createTestSite, type TestSite } from '../helpers/test-app';

describe('the request log', () => {
  let site: TestSite;
  let app: FastifyInstance;
  const lines: {
    msg: string;
    req?: { url: string };
    res?: { statusCode: number };
    cachedResponses?: { sent: number; notModified: number };
  }[] = [];
  const raw: string[] = [];

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    site = await createTestSite();
    const webRoot = path.join(site.dataDir, 'web');
    await fs.mkdir(path.join(webRoot, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(webRoot, 'index.html'),
      '<!doctype html><head><title>x</title></head><div id="root"></div>',
    );
    await fs.writeFile(path.join(webRoot, 'assets', 'main-1a2b3c.js'), 'console.log(1);');
    const logger = createLogger('info', {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line));
      },
    });
    const services = await openServices(site.config, logger);
    app = await buildApp({ ...services, logger, webRoot });
    await app.ready();
  });

  afterAll(async () => {
    vi.useRealTimers();
    await app.close();
    await site.dispose();
  });

  it('logs API requests, and no assets, media or pages', async () => {
    lines.length = 0;
    await app.inject({ url: '/assets/main-1a2b3c.js' });
    await app.inject({ url: '/favicon.svg' });
    await app.inject({ url: '/courses' });
    await app.inject({ url: '/media/none.webp' });
    await app.inject({ url: '/api/v1/health' });
    expect(lines.map((line) => [line.msg, line.req?.url, line.res?.statusCode])).toEqual([
      ['request completed', '/api/v1/health', 200],
    ]);
  });

  it('keeps cookies, tokens and secrets in URLs out of it', async () => {
    raw.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/reset-password/secret-reset-token',
      headers: { cookie: 'sid=secret-session', authorization: 'Bearer secret-bearer' },
      payload: { newPassword: 'Secret123' },
    });
    await app.inject({ url: '/api/v1/user/google?code=secret-code' });
    const text = raw.join('\n');
    expect(text).toContain('/api/v1/user/reset-password/[redacted]');
    expect(text).not.toMatch(/secret-(reset-token|session|bearer|code)/);
  });

  it('counts responses sent from the response cache once a minute instead of a line each', async () => {
    lines.length = 0;
    const first = await app.inject({ url: '/api/v1/team' });
    const etag = String(first.headers.etag);
    await app.inject({ url: '/api/v1/team' });
    await app.inject({ url: '/api/v1/team' });
    await app.inject({ url: '/api/v1/team', headers: { 'if-none-match': etag } });
    expect(lines.map((line) => [line.msg, line.req?.url, line.res?.statusCode])).toEqual([
      ['request completed', '/api/v1/team', 200],
    ]);

    vi.advanceTimersByTime(60_000);
    expect(lines.slice(1).map((line) => [line.msg, line.cachedResponses])).toEqual([
      ['cached responses sent', { sent: 2, notModified: 1 }],
    ]);
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(2);
  });
});
