import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '#common/pages';
import { paths } from '#common/paths';
import { seedDemoContent } from '#server/db/seed/demo';
import { demoReviews } from '#server/db/seed/demo-content';
import { adminSession } from '../helpers/catalogue';
import { letterPdf } from '../helpers/pdf-reading';
import { as, multipart } from '../helpers/requests';
import type { TestSite } from '../helpers/test-app';
import { hasJava, nuErrors } from './nu-checker';
import { startSeoSite } from './seo-site';

/**
 * The pages a visitor reaches without an account, besides those with an id of their own, as the
 * server sends them (the sign-in pages with their main text: their forms the browser renders).
 */
const fixedPages = [
  ...Object.values(pages)
    .filter((page) => page.indexable)
    .map((page) => page.path),
  pages.login.path,
  pages.register.path,
  pages.forgotPassword.path,
];

/** An address no page has: the lost page answers it. */
const LOST = '/no-such-page';

/** Makes a certificate as an admin does; answers its verification page's address. */
async function certificatePage(app: FastifyInstance): Promise<string> {
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
    payload: { name: 'Asha Kumari', DOB: '2004-05-17' },
  });
  return paths.certificateVerification.getHref(check.json().data.fileId as string);
}

const title = hasJava
  ? 'every public page checked by the W3C Nu HTML Checker'
  : 'every public page checked by the W3C Nu HTML Checker: SKIPPED, no `java` to run it';
if (!hasJava) console.warn(`${title} (install Java 11 or newer to check the pages' HTML)`);

describe.skipIf(!hasJava)(title, () => {
  let site: TestSite;
  let app: FastifyInstance;
  let urls: string[];

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    await seedDemoContent(app.db, app.storage);
    // A course with rated reviews and batches to come.
    const course = await app.db
      .selectFrom('courses')
      .select('id')
      .where('course_title', '=', demoReviews[0]!.course!)
      .executeTakeFirstOrThrow();
    const post = await app.db.selectFrom('blog_posts').select('id').executeTakeFirstOrThrow();
    const news = await app.db.selectFrom('news').select('id').executeTakeFirstOrThrow();
    urls = [
      ...fixedPages,
      paths.courseDetail.getHref(course.id),
      paths.blogDetail.getHref(post.id),
      paths.newsDetail.getHref(news.id),
      await certificatePage(app),
      LOST,
    ];
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await site?.dispose();
  });

  it('finds no error in any of them', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nu-pages-'));
    try {
      const files: string[] = [];
      for (const [i, url] of urls.entries()) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(url === LOST ? 404 : 200);
        const file = path.join(dir, `${i}${url.replace(/[^\w-]+/g, '_')}.html`);
        await fs.writeFile(file, res.body);
        files.push(file);
      }
      expect(await nuErrors(files)).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
