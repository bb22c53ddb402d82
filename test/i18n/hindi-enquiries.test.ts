import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from '../seo/page-parts';
import { startSeoSite } from '../seo/seo-site';

describe('the enquiry pages in Hindi, as the server sends them', () => {
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

  it('renders /hi/contact with its Hindi heading, details and form', async () => {
    const html = await get('/hi/contact');
    expect(pageParts(html).title).toBe('संपर्क करें | Vidya Computer Institute');
    const text = pageParts(html).appText;
    for (const hindi of ['संपर्क करें', 'फ़ोन करें', 'हमें लिखें', 'हमसे मिलने आएँ', 'हमें संदेश भेजें', 'विषय'])
      expect(text).toContain(hindi);
    for (const english of [
      'Contact Us',
      'Call us',
      'Write to us',
      'Visit us',
      'Send us a message',
      'Subject',
      'Send Message',
    ])
      expect(text).not.toContain(english);
  });

  it('renders /hi/registration-form with Hindi labels and choices', async () => {
    const html = await get('/hi/registration-form');
    expect(pageParts(html).title).toBe('रजिस्ट्रेशन करें | Vidya Computer Institute');
    const text = pageParts(html).appText;
    for (const hindi of [
      'छात्र का नाम',
      'पिता का नाम',
      'जन्म तिथि',
      'संपर्क नंबर',
      '10वीं',
      'ऑफ़लाइन',
      'रजिस्टर करें',
    ])
      expect(text).toContain(hindi);
    for (const english of [
      'Student Name',
      'Father Name',
      'Date of Birth',
      'Contact Number',
      '10th',
      'Offline',
      'Choose…',
    ])
      expect(text).not.toContain(english);
  });

  it('keeps the English contact page in English', async () => {
    const text = pageParts(await get('/contact')).appText;
    expect(text).toContain('Send us a message');
    expect(text).not.toContain('हमें संदेश भेजें');
  });
});
