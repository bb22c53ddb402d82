import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ArticleCase } from './article-kinds';
import { adminSession } from './catalogue';
import { pngImage } from './files';
import { as, logIn, multipart, registerStudent, student } from './requests';
import { createTestSite, startApp, type TestSite } from './test-app';

/** A site of its own for one kind's tests: an admin and a student signed in, and its API calls. */
export function useArticleSite(kind: ArticleCase) {
  const t = {
    site: undefined as unknown as TestSite,
    app: undefined as unknown as Awaited<ReturnType<typeof startApp>>,
    admin: '',
    studentCookie: '',
  };
  const api = `/api/v1/${kind.name}`;
  const files = async () =>
    (
      await fs
        .readdir(path.join(t.site.dataDir, 'uploads', 'public', kind.name), { recursive: true })
        .catch(() => [])
    ).sort();
  const fileOf = (url: string) =>
    path.join(t.site.dataDir, 'uploads', 'public', url.slice('/media/'.length));
  const rowCount = async () =>
    (await t.app.db.selectFrom(kind.table).select('id').execute()).length;

  beforeAll(async () => {
    t.site = await createTestSite();
    t.app = await startApp(t.site);
    t.admin = await adminSession(t.app);
    await registerStudent(t.app);
    t.studentCookie = await logIn(t.app, student.email, student.password);
  });

  afterAll(async () => {
    await t.app.close();
    await t.site.dispose();
  });

  const create = async (
    overrides: Record<string, string> = {},
    image: { name: string; data: Buffer } | null = { name: 'post.png', data: Buffer.alloc(0) },
  ) =>
    as(t.app, t.admin, {
      method: 'POST',
      url: `${api}${kind.paths.create}`,
      ...(await multipart(
        { ...kind.fields, ...overrides },
        image === null
          ? {}
          : {
              [kind.imageField]: {
                name: image.name,
                data: image.data.length > 0 ? image.data : await pngImage(),
              },
            },
      )),
    });
  const get = (cookie: string | undefined, url: string) =>
    as(t.app, cookie, { method: 'GET', url: `${api}${url}` });
  const update = (id: string, payload: object) =>
    as(t.app, t.admin, { method: 'PATCH', url: `${api}/update/${id}`, payload });
  const replaceImage = async (id: string, file?: { name: string; data: Buffer }) =>
    as(t.app, t.admin, {
      method: 'PATCH',
      url: `${api}${kind.paths.image}${id}`,
      ...(await multipart({}, file ? { [kind.imageField]: file } : {})),
    });
  const remove = (id: string) =>
    as(t.app, t.admin, { method: 'DELETE', url: `${api}${kind.paths.remove}${id}` });

  return { t, files, fileOf, rowCount, create, get, update, replaceImage, remove };
}
