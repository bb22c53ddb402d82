import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/catalogue';
import { FILES_PER_PICTURE, pngImage } from './helpers/files';
import { as, logIn, multipart, registerStudent, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const fields = {
  BlogTitle: 'Five habits of good programmers',
  Instructor: 'Meera Iyer',
  Description: 'Write *small* functions.\n\n```js\nconst answer = 42;\n```',
  BlogType: 'Programming',
};

type Listed = { _id: string };
const idsOf = (blogs: Listed[]) => blogs.map((b) => b._id);

describe('blog', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let studentCookie: string;
  const blogFiles = async () =>
    (
      await fs
        .readdir(path.join(site.dataDir, 'uploads', 'public', 'blog'), { recursive: true })
        .catch(() => [])
    ).sort();
  const fileOf = (url: string) =>
    path.join(site.dataDir, 'uploads', 'public', url.slice('/media/'.length));
  const rowCount = async () =>
    (await app.db.selectFrom('blog_posts').select('id').execute()).length;

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
    image: { name: string; data: Buffer } | null = { name: 'post.png', data: Buffer.alloc(0) },
  ) =>
    as(app, admin, {
      method: 'POST',
      url: '/api/v1/blog/create',
      ...(await multipart(
        { ...fields, ...overrides },
        image === null
          ? {}
          : {
              BlogUrl: {
                name: image.name,
                data: image.data.length > 0 ? image.data : await pngImage(),
              },
            },
      )),
    });
  const get = (cookie: string | undefined, url: string) =>
    as(app, cookie, { method: 'GET', url: `/api/v1/blog${url}` });

  it('creates a post published by default, with highlighted code, preview and reading time', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Blog created' });
    const post = res.json().data;
    expect(post).toMatchObject({
      ...fields,
      preview: 'Write small functions. const answer = 42;',
      readingMinutes: 1,
      isPublished: true,
    });
    expect(post.html).toContain('<em>small</em>');
    expect(post.html).toContain(
      '<code class="hljs language-js"><span class="hljs-keyword">const</span>',
    );
    expect(post.BlogUrl).toMatch(/^\/media\/blog\/[\w-]+-1280\.webp$/);
    await expect(fs.stat(fileOf(post.BlogUrl))).resolves.toBeTruthy();
    expect(Object.keys(post).sort()).toEqual(
      [
        '_id',
        'BlogUrl',
        'BlogTitle',
        'Instructor',
        'BlogType',
        'Description',
        'html',
        'preview',
        'readingMinutes',
        'isPublished',
        'publishedAt',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    const one = await get(undefined, `/${post._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, data: post });
  });

  it.each([
    ['no image', {}, null, 'Blog image is required', 'BlogUrl'],
    ['a blank title', { BlogTitle: ' ' }, undefined, 'Blog title is required', 'BlogTitle'],
    ['no instructor', { Instructor: '' }, undefined, 'Instructor name is required', 'Instructor'],
    [
      'a blank description',
      { Description: '\n\n' },
      undefined,
      'Blog description is required',
      'Description',
    ],
    ['no type', { BlogType: '' }, undefined, 'Blog type is required', 'BlogType'],
    [
      'a title over 200 characters',
      { BlogTitle: 't'.repeat(201) },
      undefined,
      'At most 200 characters.',
      'BlogTitle',
    ],
    [
      'an instructor over 100 characters',
      { Instructor: 'i'.repeat(101) },
      undefined,
      'At most 100 characters.',
      'Instructor',
    ],
    [
      'a type over 100 characters',
      { BlogType: 'y'.repeat(101) },
      undefined,
      'At most 100 characters.',
      'BlogType',
    ],
    [
      'a description over 20000 characters',
      { Description: 'd'.repeat(20_001) },
      undefined,
      'At most 20000 characters.',
      'Description',
    ],
  ] as const)(
    'refuses %s with its message, storing nothing',
    async (_, overrides, image, message, field) => {
      const [rowsBefore, filesBefore] = [await rowCount(), await blogFiles()];
      const res = await create(overrides, image);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
      expect(await rowCount()).toBe(rowsBefore);
      expect(await blogFiles()).toEqual(filesBefore);
    },
  );

  it('refuses a text file named .png with 415, storing nothing', async () => {
    const [rowsBefore, filesBefore] = [await rowCount(), await blogFiles()];
    const res = await create({}, { name: 'cover.png', data: Buffer.from('plain text, honestly') });
    expect(res.statusCode).toBe(415);
    expect(await rowCount()).toBe(rowsBefore);
    expect(await blogFiles()).toEqual(filesBefore);
  });

  it('keeps drafts and their types from visitors and students; admins see them', async () => {
    const draft = (await create({ BlogType: 'Secret Plans', isPublished: 'false' })).json().data;
    expect(draft).toMatchObject({ isPublished: false, publishedAt: null });
    for (const cookie of [undefined, studentCookie]) {
      const { blogs, types } = (await get(cookie, '')).json().data;
      expect(idsOf(blogs)).not.toContain(draft._id);
      expect(types).not.toContain('Secret Plans');
      const one = await get(cookie, `/${draft._id}`);
      expect(one.statusCode).toBe(404);
      expect(one.json()).toEqual({ success: false, message: 'Blog post not found.' });
    }
    const { blogs, types } = (await get(admin, '')).json().data;
    expect(idsOf(blogs)).toContain(draft._id);
    expect(types).toContain('Secret Plans');
    expect((await get(admin, `/${draft._id}`)).statusCode).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', 'bad%20id%3B']) {
      const res = await get(undefined, `/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Blog post not found.' });
    }
  });

  it('lists newest first, by page and by type, with the types in use', async () => {
    await app.db.deleteFrom('blog_posts').execute();
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const type = i % 2 === 0 ? 'Programming' : 'Data Science';
      ids.unshift((await create({ BlogTitle: `Post ${i}`, BlogType: type })).json().data._id);
    }
    const all = (await get(undefined, '')).json().data;
    expect(idsOf(all.blogs)).toEqual(ids);
    expect(all.types).toEqual(['Data Science', 'Programming']);
    expect(all.Pages).toBeUndefined();

    const second = (await get(undefined, '?page=2')).json().data;
    expect(idsOf(second.blogs)).toEqual(ids.slice(10));
    expect(second.Pages).toBe(2);

    const science = (await get(undefined, '?type=Data%20Science')).json().data;
    expect(idsOf(science.blogs)).toEqual(ids.filter((_, i) => i % 2 === 1));
    expect(science.types).toEqual(['Data Science', 'Programming']);
    const sciencePage = (await get(undefined, '?type=Data%20Science&page=1')).json().data;
    expect(sciencePage.Pages).toBe(1);
    expect((await get(undefined, '?type=Cooking')).json().data.blogs).toEqual([]);
    expect(idsOf((await get(undefined, '?type=')).json().data.blogs)).toEqual(ids);
  });

  it('updates the text as JSON, renders it again, and unpublishes', async () => {
    const post = (await create()).json().data;
    const url = `/api/v1/blog/update/${post._id}`;
    const res = await as(app, admin, {
      method: 'PATCH',
      url,
      payload: {
        ...fields,
        BlogTitle: 'Six habits',
        Description: '- one\n- two',
        isPublished: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      BlogTitle: 'Six habits',
      html: '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
      preview: 'one two',
      isPublished: false,
      publishedAt: post.publishedAt,
    });
    expect((await get(undefined, `/${post._id}`)).statusCode).toBe(404);

    const refused = await as(app, admin, {
      method: 'PATCH',
      url,
      payload: { ...fields, Instructor: '   ' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Instructor name is required',
    });
    expect((await get(admin, `/${post._id}`)).json().data.BlogTitle).toBe('Six habits');
  });

  it('replaces the image and removes the old files', async () => {
    const post = (await create()).json().data;
    const res = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/blog/updateImg/${post._id}`,
      ...(await multipart({}, { BlogUrl: { name: 'new.png', data: await pngImage(640, 360) } })),
    });
    expect(res.statusCode).toBe(200);
    const { BlogUrl } = res.json().data;
    expect(BlogUrl).not.toBe(post.BlogUrl);
    await expect(fs.stat(fileOf(BlogUrl))).resolves.toBeTruthy();
    await expect(fs.stat(fileOf(post.BlogUrl))).rejects.toThrow();

    const filesBefore = await blogFiles();
    const text = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/blog/updateImg/${post._id}`,
      ...(await multipart({}, { BlogUrl: { name: 'x.png', data: Buffer.from('not an image') } })),
    });
    expect(text.statusCode).toBe(415);
    expect(await blogFiles()).toEqual(filesBefore);
    expect((await get(admin, `/${post._id}`)).json().data.BlogUrl).toBe(BlogUrl);
  });

  it('deletes a post with its image files', async () => {
    const post = (await create()).json().data;
    const filesBefore = await blogFiles();
    const res = await as(app, admin, { method: 'DELETE', url: `/api/v1/blog/${post._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Deleted' });
    expect(await blogFiles()).toHaveLength(filesBefore.length - FILES_PER_PICTURE);
    expect((await get(admin, `/${post._id}`)).statusCode).toBe(404);
  });
});
