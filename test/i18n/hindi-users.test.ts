import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from '../seo/page-parts';
import { startSeoSite } from '../seo/seo-site';

/** The account pages' Hindi addresses and the Hindi title each head carries. */
const accountPages = [
  ['/hi/login', 'लॉग इन'],
  ['/hi/register', 'अभी खाता बनाएँ'],
  ['/hi/forget-password', 'पासवर्ड भूल गए'],
  ['/hi/profile', 'मेरी प्रोफ़ाइल'],
  ['/hi/change-password', 'पासवर्ड बदलें'],
];

describe("the account pages' heads in Hindi, as the server sends them", () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it.each(accountPages)('%s is titled %s', async (url, title) => {
    const parts = pageParts((await app.inject({ method: 'GET', url })).body);
    expect(parts.title).toBe(`${title} | Vidya Computer Institute`);
    expect(parts.meta('description')).toMatch(/खात|प्रोफ़ाइल/);
  });
});
