import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeCourseFile, makeEnrollment, makeUser } from './helpers/factories';
import { LINK_SECONDS } from '#server/services/s3-storage';
import { adminSession } from './helpers/catalogue';
import { mp4File } from './lessons/lesson-course';
import { pdfFile, pngImage } from './helpers/files';
import { letterPdf } from './helpers/pdf-reading';
import { as, logIn, multipart } from './helpers/requests';
import { startS3Server, type S3Server } from './helpers/s3-server';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

type App = Awaited<ReturnType<typeof startApp>>;

let s3: S3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3.close();
});

const uploadPicture = async (app: App, cookie: string) => {
  const res = await as(app, cookie, {
    method: 'PATCH',
    url: '/api/v1/user/updateImg',
    ...(await multipart({}, { profileImg: { name: 'me.png', data: await pngImage() } })),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { profileImg: string } }>().data.profileImg;
};

describe('files in a bucket, served by the site', () => {
  let site: TestSite;
  let app: App;
  let admin: string;

  beforeAll(async () => {
    site = await createTestSite(await s3.bucket());
    app = await startApp(site);
    admin = await adminSession(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('streams public pictures from the bucket under /media/, cached for good', async () => {
    const url = await uploadPicture(app, admin);
    expect(url).toMatch(/^\/media\/profiles\/[\w-]+-\d+\.webp$/);
    const picture = await app.inject({ url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const key = `public/${url.slice('/media/'.length)}`;
    expect(await app.storage.exists(key)).toBe(true);

    for (const missing of ['/media/users/none.webp', '/media/../private/x.pdf', '/media/']) {
      const res = await app.inject({ url: missing });
      expect(res.statusCode, missing).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found.' });
    }
  });

  it('hands a buyer a short-lived link to a course file, after the same checks as before', async () => {
    const course = await makeCourse(app);
    const data = pdfFile('Week 1: variables');
    const file = await makeCourseFile(app, course.id, { fileName: 'week-1.pdf', data });
    const buyer = await makeUser(app.db);
    await makeEnrollment(app.db, buyer.user.id, course.id);
    const outsider = await makeUser(app.db);
    const url = `/api/v1/course/file/${file.id}`;

    expect((await app.inject({ url })).statusCode).toBe(401);
    const refused = await as(app, await logIn(app, outsider.user.email, outsider.password), {
      url,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();

    const res = await as(app, await logIn(app, buyer.user.email, buyer.password), { url });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const link = new URL(String(res.headers.location));
    expect(link.origin).toBe(site.config.S3_ENDPOINT);
    expect(link.searchParams.get('X-Amz-Expires')).toBe(String(LINK_SECONDS));
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="week-1.pdf"');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(data);
  });

  it('sends a lesson’s video from the bucket, whose origin the pages’ media-src names', async () => {
    const course = await makeCourse(app);
    const lessons = `/api/v1/lessons/admin`;
    const build = async (url: string, payload: object) =>
      (await as(app, admin, { method: 'POST', url: `${lessons}${url}`, payload })).json().data;
    const [module] = await build(`/course/${course.id}/modules`, { title: 'One' });
    const [withLesson] = await build(`/modules/${module.id}/lessons`, {
      title: 'Recorded class',
      kind: 'video',
      minutes: 5,
    });
    const lessonId = withLesson.lessons[0].id;
    const uploaded = await as(app, admin, {
      method: 'POST',
      url: `${lessons}/${lessonId}/upload`,
      ...(await multipart({}, { file: { name: 'class.mp4', data: mp4File() } })),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const media = await as(app, admin, { url: `/api/v1/lessons/${lessonId}/media` });
    expect(media.statusCode).toBe(302);
    const link = new URL(String(media.headers.location));
    const page = await app.inject({ url: '/' });
    const policy = String(page.headers['content-security-policy']);
    const mediaSrc = /media-src ([^;]+)/.exec(policy)?.[1]?.split(' ');
    expect(mediaSrc).toEqual(["'self'", link.origin]);
    const video = await fetch(link, { headers: { range: 'bytes=0-7' } });
    expect(video.status).toBe(206);
    expect(Buffer.from(await video.arrayBuffer())).toEqual(mp4File().subarray(0, 8));
  });

  it('streams a certificate’s PDF itself: it is shown in a frame of the site’s own page', async () => {
    const res = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/certificate/create',
      ...(await multipart(
        { name: 'Asha Kumari', DOB: '2004-05-17', course: 'Python' },
        { certificateImg: { name: 'c.pdf', data: await letterPdf(), type: 'application/pdf' } },
      )),
    });
    expect(res.statusCode).toBe(201);
    const pdf = await app.inject({ url: res.json<{ data: { pdfUrl: string } }>().data.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('files in a bucket with a public address', () => {
  let site: TestSite;
  let app: App;

  beforeAll(async () => {
    site = await createTestSite(await s3.bucket({ publicUrl: true }));
    app = await startApp(site);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('give pictures addresses on the bucket (or its CDN), which pages may load', async () => {
    const url = await uploadPicture(app, await adminSession(app));
    const base = String(site.config.S3_PUBLIC_URL);
    expect(url.startsWith(`${base}/public/profiles/`)).toBe(true);
    const picture = await fetch(url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const page = await app.inject({ url: '/' });
    const imgSrc = /img-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(imgSrc?.split(' ')).toContain(new URL(base).origin);
  });
});
