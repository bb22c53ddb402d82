import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#common/site-settings';
import { listCredits } from '../../scripts/open-source-credits';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from './page-parts';
import { startSeoSite } from './seo-site';

describe('the credits page as the server sends it', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('names the institute and every package the site runs on, with its licence', async () => {
    const res = await app.inject({ method: 'GET', url: '/developed-by' });
    expect(res.statusCode).toBe(200);
    const page = pageParts(res.body);
    const text = page.appText.replace(/\( /g, '(').replace(/ \)/g, ')');
    expect(text).toContain(`This website belongs to ${defaultSiteSettings.name}`);
    expect(page.app).toContain('href="/"');
    const credits = listCredits();
    const react = credits.find((credit) => credit.name === 'react')!;
    expect(text).toContain(`react ${react.version} MIT`);
    expect(text).toContain(`These are the ${credits.length} packages it runs on`);
    for (const { name, version, licence, direct } of credits) {
      const shown = direct ? `${name} ${version} ${licence}` : `${name} ${version} (${licence})`;
      expect(text, name).toContain(shown);
    }
  });
});
