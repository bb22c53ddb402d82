import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeCourseFile } from './helpers/factories';
import { firstStart } from '#server/first-start';
import { storeImage } from '#server/services/images';
import { sweepOrphanedUploads } from '#server/services/orphaned-uploads';
import { adminSession } from './helpers/catalogue';
import { FILES_PER_PICTURE, pngImage } from './helpers/files';
import { letterPdf } from './helpers/pdf-reading';
import { as, multipart } from './helpers/requests';
import { startS3Server, type S3Server } from './helpers/s3-server';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const silent = { info: () => undefined, warn: () => undefined };

let s3: S3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3.close();
});

const places: [string, () => Promise<Record<string, string>>][] = [
  ['on disk', async () => ({})],
  ['in an S3 bucket', () => s3.bucket()],
];

describe.each(places)('files a crash left without a record, %s', (_place, storageEnv) => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  const stored = async () =>
    [...(await app.storage.list('public/')), ...(await app.storage.list('private/'))]
      .map((file) => file.key)
      .sort();

  beforeAll(async () => {
    site = await createTestSite({ SEED_DEMO: 'true', ...(await storageEnv()) });
    app = await startApp(site);
    // Every kind of stored file a record names: the demo's pictures (courses, news, posts, team,
    // reviewers), a course file, a profile picture, a certificate and the settings' pictures.
    await firstStart(app.db, app.storage, site.config, silent);
    const admin = await adminSession(app);
    const course = await makeCourse(app);
    await makeCourseFile(app, course.id);
    const upload = async (
      method: 'PATCH' | 'PUT' | 'POST',
      url: string,
      fields = {},
      files = {},
    ) => {
      const res = await as(app, admin, { method, url, ...(await multipart(fields, files)) });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    };
    const picture = { name: 'p.png', data: await pngImage() };
    await upload('PATCH', '/api/v1/user/updateImg', {}, { profileImg: picture });
    await upload('PUT', '/api/v1/settings/banner/1', {}, { image: picture });
    await upload('PUT', '/api/v1/settings/sample-certificate', {}, { image: picture });
    await upload(
      'POST',
      '/api/v1/certificate/create',
      { name: 'Asha Kumari', DOB: '2004-05-17', course: 'Python' },
      { certificateImg: { name: 'c.pdf', data: await letterPdf(), type: 'application/pdf' } },
    );
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('removes the variants of a picture never recorded and temporary files, and nothing else', async () => {
    const kept = await stored();
    const { key } = await storeImage(app.storage, await pngImage(), 'news');
    await app.storage.put('private/course-files/x.pdf.4242.tmp', Buffer.from('half a file'));
    const orphans = [...(await stored())].filter((file) => !kept.includes(file));
    expect(orphans.filter((file) => file.startsWith(key))).toHaveLength(FILES_PER_PICTURE);
    expect(orphans).toContain('private/course-files/x.pdf.4242.tmp');

    const removed = await sweepOrphanedUploads(app.db, app.storage, 0);
    expect(removed.sort()).toEqual(orphans.sort());
    expect(await stored()).toEqual(kept);
    expect(kept.some((file) => file.startsWith('private/certificates/'))).toBe(true);
    expect(kept.some((file) => file.startsWith('public/site-pictures/'))).toBe(true);
  });

  it('leaves a file written within the hour alone: its record may be on its way', async () => {
    const { key } = await storeImage(app.storage, await pngImage(), 'team');
    expect(await sweepOrphanedUploads(app.db, app.storage, 3_600_000)).toEqual([]);
    expect((await stored()).filter((file) => file.startsWith(key))).toHaveLength(FILES_PER_PICTURE);
  });
});

describe('the server sweeping files a crash left', () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await createTestSite();
  });

  afterAll(async () => {
    await site.dispose();
  });

  it('removes on start a file left 16 minutes ago, and keeps one of 10 minutes', async () => {
    const aged = async (key: string, minutes: number) => {
      const file = path.join(site.dataDir, 'uploads', key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, 'half a file');
      const then = new Date(Date.now() - minutes * 60_000);
      await fs.utimes(file, then, then);
      return file;
    };
    const old = await aged('private/course-files/old.pdf.1.tmp', 16);
    const recent = await aged('private/course-files/recent.pdf.2.tmp', 10);
    const app = await startApp(site);
    try {
      await expect
        .poll(
          () =>
            fs.access(old).then(
              () => 'kept',
              () => 'removed',
            ),
          { timeout: 10_000 },
        )
        .toBe('removed');
      await expect(fs.access(recent)).resolves.toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
