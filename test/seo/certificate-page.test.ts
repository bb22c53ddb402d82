import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../helpers/catalogue';
import { letterPdf } from '../helpers/pdf-reading';
import { as, multipart } from '../helpers/requests';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from './page-parts';
import { startSeoSite } from './seo-site';

describe("a certificate's verification page as the server sends it", () => {
  let site: TestSite;
  let app: FastifyInstance;
  let fileId: string;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    const admin = await adminSession(app);
    await as(app, admin, {
      method: 'POST',
      url: '/api/v1/certificate/create',
      ...(await multipart(
        { name: 'Asha Kumari', DOB: '2004-05-17', course: 'Python Programming' },
        { certificateImg: { name: 'c.pdf', data: await letterPdf(), type: 'application/pdf' } },
      )),
    });
    const check = await app.inject({
      method: 'POST',
      url: '/api/v1/certificate/check',
      payload: { name: 'ASHA KUMARI', DOB: '2004-05-17' },
    });
    fileId = check.json().data.fileId;
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('answers 200 for an issued certificate, kept out of search results and naming nobody', async () => {
    const res = await app.inject({ method: 'GET', url: `/verify/${fileId}` });
    expect(res.statusCode).toBe(200);
    const page = pageParts(res.body);
    expect(page.title).toMatch(/^Certificate Verification \| /);
    expect(page.meta('robots')).toBe('noindex');
    expect(res.body).not.toContain('ASHA');
  });

  it('answers 404 with the lost page for an address no certificate has', async () => {
    const res = await app.inject({ method: 'GET', url: '/verify/not-a-certificate' });
    expect(res.statusCode).toBe(404);
    expect(pageParts(res.body).mainText).toContain('Oops, looks like the page is lost.');
  });
});
