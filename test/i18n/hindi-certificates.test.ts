import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from '../seo/page-parts';
import { startSeoSite } from '../seo/seo-site';

describe('the certificate check page in Hindi, as the server sends it', () => {
  let site: TestSite;
  let app: FastifyInstance;
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('renders /hi/certificate-authentication with its Hindi heading and both forms', async () => {
    const html = await get('/hi/certificate-authentication');
    expect(pageParts(html).title).toBe('सर्टिफ़िकेट की जाँच | Vidya Computer Institute');
    const text = pageParts(html).appText;
    const hindi = ['सर्टिफ़िकेट की जाँच', 'नाम और जन्म तिथि से जाँचें', 'सर्टिफ़िकेट नंबर', 'नंबर जाँचें'];
    for (const words of hindi) expect(text).toContain(words);
    const english = [
      'Certificate Authentication',
      'Check by name and date of birth',
      'Student Name',
      'Date of Birth',
      'Or check by certificate number',
      'Check Certificate',
      'Check Number',
    ];
    for (const words of english) expect(text).not.toContain(words);
  });

  it('keeps the English check page in English', async () => {
    const text = pageParts(await get('/certificate-authentication')).appText;
    expect(text).toContain('Check by name and date of birth');
    expect(text).not.toContain('नाम और जन्म तिथि से जाँचें');
  });
});
