import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { blogCase, newsCase, type ArticleCase } from './helpers/article-kinds';
import { useArticleSite } from './helpers/article-site';
import { FILES_PER_PICTURE, pngImage } from './helpers/files';

type Listed = { _id: string };
const idsOf = (articles: Listed[]) => articles.map((a) => a._id);
const IDS = ['00000000-0000-4000-8000-000000000000', 'not-an-id', 'bad%20id%3B'];

/** The tests both kinds pass; returns what a kind's own tests need. */
function articleSuite(kind: ArticleCase) {
  const { t, files, fileOf, rowCount, create, get, update, replaceImage, remove } =
    useArticleSite(kind);

  it('creates an article published by default, its Markdown rendered, with a plain preview', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: kind.messages.created });
    const article = res.json().data;
    expect(article).toMatchObject({ ...kind.fields, ...kind.created, isPublished: true });
    for (const part of kind.htmlHas) expect(article.html).toContain(part);
    expect(Date.parse(article.publishedAt)).toBeGreaterThanOrEqual(Date.parse(article.createdAt));
    const image = article[kind.imageField];
    expect(image).toMatch(new RegExp(`^/media/${kind.name}/[\\w-]+-1280\\.webp$`));
    await expect(fs.stat(fileOf(image))).resolves.toBeTruthy();
    expect(Object.keys(article).sort()).toEqual(
      [
        '_id',
        kind.imageField,
        ...Object.keys(kind.fields),
        ...kind.extraKeys,
        'html',
        'htmlHi',
        'preview',
        'previewHi',
        'isPublished',
        'publishedAt',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    const one = await get(undefined, `/${article._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, data: article });
  });

  it.each([
    ['no image', {}, null, kind.messages.image, kind.imageField],
    ['a blank title', { [kind.title]: '   ' }, undefined, kind.messages.title, kind.title],
    ['no description', { [kind.body]: '' }, undefined, kind.messages.body, kind.body],
    ['a blank description', { [kind.body]: '\n\n' }, undefined, kind.messages.body, kind.body],
    [
      'a title over 200 characters',
      { [kind.title]: 't'.repeat(201) },
      undefined,
      'At most 200 characters.',
      kind.title,
    ],
    [
      'a description over 20000 characters',
      { [kind.body]: 'd'.repeat(20_001) },
      undefined,
      'At most 20000 characters.',
      kind.body,
    ],
    [
      'a publish flag that is not true or false',
      { isPublished: 'yes' },
      undefined,
      'Choose true or false.',
      'isPublished',
    ],
    ...kind.invalid.map(([label, overrides, message, field]) => [
      label,
      overrides,
      undefined,
      message,
      field,
    ]),
  ] as [string, Record<string, string>, null | undefined, string, string][])(
    'refuses %s with its message, storing nothing',
    async (_, overrides, image, message, field) => {
      const [rowsBefore, filesBefore] = [await rowCount(), await files()];
      const res = await create(overrides, image);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
      expect(await rowCount()).toBe(rowsBefore);
      expect(await files()).toEqual(filesBefore);
    },
  );

  it('refuses a text file named .png with 415, storing nothing', async () => {
    const [rowsBefore, filesBefore] = [await rowCount(), await files()];
    const res = await create({}, { name: 'cover.png', data: Buffer.from('plain text, honestly') });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
    expect(await rowCount()).toBe(rowsBefore);
    expect(await files()).toEqual(filesBefore);
  });

  it('keeps drafts from visitors and students; admins list and read them', async () => {
    const draft = (await create({ [kind.title]: 'Draft', isPublished: 'false' })).json().data;
    expect(draft).toMatchObject({ isPublished: false, publishedAt: null });
    for (const cookie of [undefined, t.studentCookie]) {
      expect(idsOf((await get(cookie, '')).json().data[kind.listKey])).not.toContain(draft._id);
      const one = await get(cookie, `/${draft._id}`);
      expect(one.statusCode).toBe(404);
      expect(one.json()).toEqual({ success: false, message: kind.messages.notFound });
    }
    expect(idsOf((await get(t.admin, '')).json().data[kind.listKey])).toContain(draft._id);
    const read = await get(t.admin, `/${draft._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data[kind.title]).toBe('Draft');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of IDS) {
      const res = await get(undefined, `/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: kind.messages.notFound });
    }
  });

  it('lists newest first, ten a page with data.Pages', async () => {
    await t.app.db.deleteFrom(kind.table).execute();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.unshift((await create({ [kind.title]: `Article ${i}` })).json().data._id);
    }
    const all = (await get(undefined, '')).json().data;
    expect(idsOf(all[kind.listKey])).toEqual(ids);
    expect(all.Pages).toBeUndefined();
    const first = (await get(undefined, '?page=1')).json().data;
    expect(idsOf(first[kind.listKey])).toEqual(ids.slice(0, 10));
    expect(first.Pages).toBe(2);
    const second = (await get(undefined, '?page=2')).json().data;
    expect(idsOf(second[kind.listKey])).toEqual(ids.slice(10));
    expect(second.Pages).toBe(2);
  });

  it('updates the text as JSON, renders it again, and unpublishes', async () => {
    const article = (await create()).json().data;
    const res = await update(article._id, {
      ...kind.fields,
      [kind.title]: '  Six habits  ',
      [kind.body]: '- one\n- two',
      isPublished: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      [kind.title]: 'Six habits',
      [kind.body]: '- one\n- two',
      html: '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
      preview: 'one two',
      isPublished: false,
      publishedAt: article.publishedAt,
    });
    expect((await get(undefined, `/${article._id}`)).statusCode).toBe(404);

    const refused = await update(article._id, { ...kind.fields, ...kind.updateRefusal.overrides });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: kind.updateRefusal.message });
    expect((await get(t.admin, `/${article._id}`)).json().data[kind.title]).toBe('Six habits');
  });

  it('publishes a draft, keeps the publish state an edit leaves out, and answers 404 for none', async () => {
    const draft = (await create({ isPublished: 'false' })).json().data;
    const res = await update(draft._id, {
      ...kind.fields,
      [kind.body]: '# June 1st',
      isPublished: true,
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({
      html: '<h1>June 1st</h1>\n',
      preview: 'June 1st',
      isPublished: true,
    });
    expect(updated.publishedAt).not.toBeNull();
    expect((await get(undefined, `/${draft._id}`)).statusCode).toBe(200);

    const kept = await update(draft._id, { ...kind.fields, [kind.body]: 'Again' });
    expect(kept.json().data).toMatchObject({ isPublished: true, publishedAt: updated.publishedAt });

    const missing = await update('missing', kind.fields);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: kind.messages.notFound });
  });

  it('replaces the image and removes the old files; refuses a non-image or none', async () => {
    const article = (await create()).json().data;
    const res = await replaceImage(article._id, {
      name: 'new.png',
      data: await pngImage(640, 360),
    });
    expect(res.statusCode).toBe(200);
    const image = res.json().data[kind.imageField];
    expect(image).not.toBe(article[kind.imageField]);
    await expect(fs.stat(fileOf(image))).resolves.toBeTruthy();
    await expect(fs.stat(fileOf(article[kind.imageField]))).rejects.toThrow();

    const filesBefore = await files();
    const text = await replaceImage(article._id, {
      name: 'x.png',
      data: Buffer.from('not an image'),
    });
    expect(text.statusCode).toBe(415);
    const none = await replaceImage(article._id);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: kind.messages.image });
    expect(await files()).toEqual(filesBefore);
    expect((await get(t.admin, `/${article._id}`)).json().data[kind.imageField]).toBe(image);
  });

  it('deletes an article with its image files', async () => {
    const article = (await create()).json().data;
    const filesBefore = await files();
    const res = await remove(article._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Deleted' });
    expect(await files()).toHaveLength(filesBefore.length - FILES_PER_PICTURE);
    await expect(fs.stat(fileOf(article[kind.imageField]))).rejects.toThrow();
    expect((await get(t.admin, `/${article._id}`)).statusCode).toBe(404);
    expect((await remove(article._id)).statusCode).toBe(404);
  });

  return { t, create, get };
}

describe('news', () => {
  articleSuite(newsCase);
});

describe('blog', () => {
  const { t, create, get } = articleSuite(blogCase);

  it("keeps a draft's type from visitors and students; admins see it", async () => {
    const draft = (await create({ BlogType: 'Secret Plans', isPublished: 'false' })).json().data;
    for (const cookie of [undefined, t.studentCookie]) {
      expect((await get(cookie, '')).json().data.types).not.toContain('Secret Plans');
    }
    expect((await get(t.admin, '')).json().data.types).toContain('Secret Plans');
    expect(draft.BlogType).toBe('Secret Plans');
  });

  it('lists by type, by page too, with the types in use', async () => {
    await t.app.db.deleteFrom('blog_posts').execute();
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const type = i % 2 === 0 ? 'Programming' : 'Data Science';
      ids.unshift((await create({ BlogTitle: `Post ${i}`, BlogType: type })).json().data._id);
    }
    expect((await get(undefined, '')).json().data.types).toEqual(['Data Science', 'Programming']);
    const science = (await get(undefined, '?type=Data%20Science')).json().data;
    expect(idsOf(science.blogs)).toEqual(ids.filter((_, i) => i % 2 === 1));
    expect(science.types).toEqual(['Data Science', 'Programming']);
    const sciencePage = (await get(undefined, '?type=Data%20Science&page=1')).json().data;
    expect(sciencePage.Pages).toBe(1);
    expect((await get(undefined, '?type=Cooking')).json().data.blogs).toEqual([]);
    expect(idsOf((await get(undefined, '?type=')).json().data.blogs)).toEqual(ids);
  });
});
