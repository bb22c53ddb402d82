import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/catalogue';
import { FILES_PER_PICTURE, pngImage } from './helpers/files';
import { as, logIn, multipart, registerStudent, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const fields = {
  newsHeadline: 'Admissions open for the summer coding camp',
  newsDescription: 'Join our **summer camp**: four weeks of Python and web projects.',
};

describe('news', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let studentCookie: string;
  const newsFiles = async () =>
    (
      await fs
        .readdir(path.join(site.dataDir, 'uploads', 'public', 'news'), { recursive: true })
        .catch(() => [])
    ).sort();
  const fileOf = (url: string) =>
    path.join(site.dataDir, 'uploads', 'public', url.slice('/media/'.length));
  const rowCount = async () => (await app.db.selectFrom('news').select('id').execute()).length;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    await registerStudent(app);
    studentCookie = await logIn(app, student.email, student.password);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const create = async (
    overrides: Record<string, string> = {},
    image: { name: string; data: Buffer } | null = { name: 'news.png', data: Buffer.alloc(0) },
  ) =>
    as(app, admin, {
      method: 'POST',
      url: '/api/v1/news/createNews',
      ...(await multipart(
        { ...fields, ...overrides },
        image === null
          ? {}
          : {
              newsImage: {
                name: image.name,
                data: image.data.length > 0 ? image.data : await pngImage(),
              },
            },
      )),
    });
  const list = (cookie?: string, query = '') =>
    as(app, cookie, { method: 'GET', url: `/api/v1/news${query}` });

  it('creates news published by default, with its Markdown rendered and a plain preview', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'News created' });
    const news = res.json().data;
    expect(news).toMatchObject({
      ...fields,
      html: '<p>Join our <strong>summer camp</strong>: four weeks of Python and web projects.</p>\n',
      preview: 'Join our summer camp: four weeks of Python and web projects.',
      isPublished: true,
    });
    expect(Date.parse(news.publishedAt)).toBeGreaterThanOrEqual(Date.parse(news.createdAt));
    expect(news.newsImage).toMatch(/^\/media\/news\/[\w-]+-1280\.webp$/);
    await expect(fs.stat(fileOf(news.newsImage))).resolves.toBeTruthy();
    expect(Object.keys(news).sort()).toEqual(
      [
        '_id',
        'newsImage',
        'newsHeadline',
        'newsDescription',
        'html',
        'preview',
        'isPublished',
        'publishedAt',
        'createdAt',
        'updatedAt',
      ].sort(),
    );

    const one = await list(undefined, `/${news._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, data: news });
  });

  it.each([
    ['no image', {}, null, 'Upload Image', 'newsImage'],
    ['a blank headline', { newsHeadline: '   ' }, undefined, 'Enter Headline', 'newsHeadline'],
    ['no description', { newsDescription: '' }, undefined, 'Enter Description', 'newsDescription'],
    [
      'a headline over 200 characters',
      { newsHeadline: 'h'.repeat(201) },
      undefined,
      'At most 200 characters.',
      'newsHeadline',
    ],
    [
      'a description over 20000 characters',
      { newsDescription: 'd'.repeat(20_001) },
      undefined,
      'At most 20000 characters.',
      'newsDescription',
    ],
    [
      'a publish flag that is not true or false',
      { isPublished: 'yes' },
      undefined,
      'Choose true or false.',
      'isPublished',
    ],
  ] as const)(
    'refuses %s with its message, storing nothing',
    async (_, overrides, image, message, field) => {
      const [rowsBefore, filesBefore] = [await rowCount(), await newsFiles()];
      const res = await create(overrides, image);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
      expect(await rowCount()).toBe(rowsBefore);
      expect(await newsFiles()).toEqual(filesBefore);
    },
  );

  it('refuses a text file named .png with 415, storing nothing', async () => {
    const [rowsBefore, filesBefore] = [await rowCount(), await newsFiles()];
    const res = await create({}, { name: 'photo.png', data: Buffer.from('not an image at all') });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
    expect(await rowCount()).toBe(rowsBefore);
    expect(await newsFiles()).toEqual(filesBefore);
  });

  it('keeps drafts from visitors and students; admins list and read them', async () => {
    const draft = (await create({ newsHeadline: 'Draft news', isPublished: 'false' })).json().data;
    expect(draft).toMatchObject({ isPublished: false, publishedAt: null });
    for (const cookie of [undefined, studentCookie]) {
      const visible = (await list(cookie)).json().data.news.map((n: { _id: string }) => n._id);
      expect(visible).not.toContain(draft._id);
      const one = await list(cookie, `/${draft._id}`);
      expect(one.statusCode).toBe(404);
      expect(one.json()).toEqual({ success: false, message: 'News not found.' });
    }
    const adminList = (await list(admin)).json().data.news.map((n: { _id: string }) => n._id);
    expect(adminList).toContain(draft._id);
    expect((await list(admin, `/${draft._id}`)).json().data.newsHeadline).toBe('Draft news');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', 'bad%20id%3B']) {
      const res = await list(undefined, `/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'News not found.' });
    }
  });

  it('lists newest first, ten a page with data.Pages', async () => {
    await app.db.deleteFrom('news').execute();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.unshift((await create({ newsHeadline: `News ${i}` })).json().data._id);
    }
    const all = (await list()).json().data;
    expect(all.news.map((n: { _id: string }) => n._id)).toEqual(ids);
    expect(all.Pages).toBeUndefined();
    const first = (await list(undefined, '?page=1')).json().data;
    expect(first.news.map((n: { _id: string }) => n._id)).toEqual(ids.slice(0, 10));
    expect(first.Pages).toBe(2);
    const second = (await list(undefined, '?page=2')).json().data;
    expect(second.news.map((n: { _id: string }) => n._id)).toEqual(ids.slice(10));
    expect(second.Pages).toBe(2);
  });

  it('updates the text as JSON, renders it again and publishes a draft', async () => {
    const draft = (await create({ isPublished: 'false' })).json().data;
    const res = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/news/update/${draft._id}`,
      payload: {
        newsHeadline: '  Camp dates fixed  ',
        newsDescription: '# June 1st',
        isPublished: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({
      newsHeadline: 'Camp dates fixed',
      newsDescription: '# June 1st',
      html: '<h1>June 1st</h1>\n',
      preview: 'June 1st',
      isPublished: true,
    });
    expect(updated.publishedAt).not.toBeNull();
    expect((await list(undefined, `/${draft._id}`)).statusCode).toBe(200);

    const kept = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/news/update/${draft._id}`,
      payload: { newsHeadline: 'Camp dates fixed', newsDescription: 'Again' },
    });
    expect(kept.json().data).toMatchObject({ isPublished: true, publishedAt: updated.publishedAt });

    const refused = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/news/update/${draft._id}`,
      payload: { newsHeadline: '', newsDescription: 'Again' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: 'Enter Headline' });
    expect((await list(admin, `/${draft._id}`)).json().data.newsHeadline).toBe('Camp dates fixed');

    const missing = await as(app, admin, {
      method: 'PATCH',
      url: '/api/v1/news/update/missing',
      payload: fields,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'News not found.' });
  });

  it('replaces the image and removes the old files', async () => {
    const news = (await create()).json().data;
    const res = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/news/updateImage/${news._id}`,
      ...(await multipart({}, { newsImage: { name: 'new.png', data: await pngImage(640, 360) } })),
    });
    expect(res.statusCode).toBe(200);
    const { newsImage } = res.json().data;
    expect(newsImage).not.toBe(news.newsImage);
    await expect(fs.stat(fileOf(newsImage))).resolves.toBeTruthy();
    await expect(fs.stat(fileOf(news.newsImage))).rejects.toThrow();

    const filesBefore = await newsFiles();
    const none = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/news/updateImage/${news._id}`,
      ...(await multipart({})),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Upload Image' });
    expect(await newsFiles()).toEqual(filesBefore);
  });

  it('deletes an item with its image files', async () => {
    const news = (await create()).json().data;
    const filesBefore = await newsFiles();
    const res = await as(app, admin, { method: 'DELETE', url: `/api/v1/news/delete/${news._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Deleted' });
    expect(await newsFiles()).toHaveLength(filesBefore.length - FILES_PER_PICTURE);
    await expect(fs.stat(fileOf(news.newsImage))).rejects.toThrow();
    expect((await list(admin, `/${news._id}`)).statusCode).toBe(404);
    const again = await as(app, admin, {
      method: 'DELETE',
      url: `/api/v1/news/delete/${news._id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});
