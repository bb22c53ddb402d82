import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#common/site-settings';
import { adminSession } from './helpers/catalogue';
import { FILES_PER_PICTURE, pdfFile, pngImage } from './helpers/files';
import { as, multipart } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

describe('settings: banner and sample certificate pictures, checked addresses', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const banners = async () =>
    (
      await fs
        .readdir(path.join(site.dataDir, 'uploads', 'public', 'site-pictures'))
        .catch(() => [] as string[])
    ).sort();
  const putPicture = async (slot: string, file: { name: string; data: Buffer }) =>
    as(app, admin, {
      method: 'PUT',
      url: `/api/v1/settings/${slot}`,
      ...(await multipart({}, { image: file })),
    });
  const putBanner = (position: string, file: { name: string; data: Buffer }) =>
    putPicture(`banner/${position}`, file);
  const update = (payload: object) =>
    as(app, admin, { method: 'PATCH', url: '/api/v1/settings', payload });

  it('replaces one banner with an uploaded picture, then removes it when replaced again', async () => {
    const first = await putBanner('2', { name: 'b.png', data: await pngImage() });
    expect(first.statusCode).toBe(200);
    const { bannerImages } = first.json().data;
    expect(bannerImages[0]).toBe(defaultSiteSettings.bannerImages[0]);
    expect(bannerImages[1]).toMatch(/^\/media\/site-pictures\/[0-9a-f-]{36}-1280\.webp$/);
    expect((await app.inject({ method: 'GET', url: bannerImages[1] })).statusCode).toBe(200);
    const afterFirst = await banners();
    expect(afterFirst).toHaveLength(FILES_PER_PICTURE);

    const second = await putBanner('2', { name: 'c.png', data: await pngImage() });
    expect(second.statusCode).toBe(200);
    const afterSecond = await banners();
    expect(afterSecond).toHaveLength(FILES_PER_PICTURE);
    expect(afterSecond.some((file) => afterFirst.includes(file))).toBe(false);
    const read = await app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(read.json().data.bannerImages[1]).toBe(second.json().data.bannerImages[1]);
  });

  it('refuses a file that is not a picture and a position that does not exist', async () => {
    const before = await banners();
    const notImage = await putBanner('1', { name: 'fake.png', data: pdfFile() });
    expect(notImage.statusCode).toBe(415);
    expect(await banners()).toEqual(before);
    expect((await putBanner('4', { name: 'b.png', data: await pngImage() })).statusCode).toBe(400);
    const visitor = await app.inject({ method: 'PUT', url: '/api/v1/settings/banner/1' });
    expect(visitor.statusCode).toBe(401);
  });

  it('replaces the sample certificate, leaving the banners, and refuses it to visitors', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/v1/settings' })).json().data;
    expect(before.sampleCertificateImage).toBe(defaultSiteSettings.sampleCertificateImage);
    const res = await putPicture('sample-certificate', { name: 's.png', data: await pngImage() });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Sample certificate updated');
    const { sampleCertificateImage, bannerImages } = res.json().data;
    expect(sampleCertificateImage).toMatch(/^\/media\/site-pictures\/[0-9a-f-]{36}-1280\.webp$/);
    expect(bannerImages).toEqual(before.bannerImages);
    expect((await app.inject({ method: 'GET', url: sampleCertificateImage })).statusCode).toBe(200);
    const missing = await as(app, admin, {
      method: 'PUT',
      url: '/api/v1/settings/sample-certificate',
      ...(await multipart({ note: 'no file' }, {})),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a picture.');
    const visitor = await app.inject({ method: 'PUT', url: '/api/v1/settings/sample-certificate' });
    expect(visitor.statusCode).toBe(401);
  });

  it('turns any YouTube or Vimeo address into its player and refuses other videos', async () => {
    const videos = [
      { title: 'A', description: 'a', url: 'https://www.youtube.com/watch?v=OWaJXFJFDg8&t=5' },
      { title: 'B', description: 'b', url: 'https://youtu.be/qz0aGYrrlhU' },
      { title: 'C', description: 'c', url: 'https://vimeo.com/76979871' },
    ];
    const res = await update({ videos });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.videos.map((v: { url: string }) => v.url)).toEqual([
      'https://www.youtube-nocookie.com/embed/OWaJXFJFDg8',
      'https://www.youtube-nocookie.com/embed/qz0aGYrrlhU',
      'https://player.vimeo.com/video/76979871',
    ]);

    const other = await update({
      videos: [{ title: 'X', description: 'x', url: 'https://example.com/video.mp4' }],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('Enter a YouTube or Vimeo video address.');
  });

  it('refuses links that are not https, keeping what was there', async () => {
    const res = await update({ chatGroupUrl: 'http://chat.whatsapp.com/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Enter an address that starts with https://');
    const read = await app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(read.json().data.chatGroupUrl).toBe(defaultSiteSettings.chatGroupUrl);
  });
});
