import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet } from '#common/images';
import { detectFileType } from '#server/services/file-type';
import { defaultSiteSettings } from '#common/site-settings';
import {
  addMissingWidths,
  CARD_SIZE,
  imageUrl,
  removeImage,
  socialCard,
  storeImage,
} from '#server/services/images';
import { createOutboxMailer } from '#server/services/mail';
import { createDiskStorage, StorageKeyError, type Storage } from '#server/services/storage';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('services', () => {
  let dir: string;
  let storage: Storage;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'services-'));
    storage = createDiskStorage(path.join(dir, 'uploads'));
  });

  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('stores files by key and refuses keys that leave the storage folder', async () => {
    await storage.put('private/docs/a.txt', Buffer.from('secret'));
    expect(await storage.exists('private/docs/a.txt')).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read('private/docs/a.txt'))
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('secret');
    await storage.remove('private/docs/a.txt');
    expect(await storage.exists('private/docs/a.txt')).toBe(false);
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toBeInstanceOf(
      StorageKeyError,
    );
    expect(() => storage.publicUrl('private/docs/a.txt')).toThrow(StorageKeyError);
  });

  it('turns an uploaded image into WebP variants no wider than the original', async () => {
    const { key } = await storeImage(storage, await png(900, 600), 'courses');
    for (const width of IMAGE_WIDTHS) {
      const file = path.join(dir, 'uploads', `${key}-${width}.webp`);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(width, 900));
    }
    const url = imageUrl(storage, key);
    expect(url).toMatch(/^\/media\/courses\/[0-9a-f-]+-1280\.webp$/);
    expect(imageSrcSet(url)).toBe(
      IMAGE_WIDTHS.map((w) => `${url.replace('-1280', `-${w}`)} ${w}w`).join(', '),
    );
    await removeImage(storage, key);
    expect(await storage.exists(`${key}-640.webp`)).toBe(false);
    expect(await storage.exists(`${key}-card.jpg`)).toBe(false);
  });

  it('gives pictures stored before a width was added that width, once', async () => {
    const wide = (await storeImage(storage, await png(1600, 900), 'courses')).key;
    const narrow = (await storeImage(storage, await png(800, 450), 'news')).key;
    for (const key of [wide, narrow]) await storage.remove(`${key}-960.webp`);

    expect((await addMissingWidths(storage)).sort()).toEqual(
      [`${wide}-960.webp`, `${narrow}-960.webp`].sort(),
    );
    const widthOf = async (key: string) =>
      (await sharp(path.join(dir, 'uploads', key)).metadata()).width;
    expect(await widthOf(`${wide}-960.webp`)).toBe(960);
    expect(await widthOf(`${narrow}-960.webp`)).toBe(800);
    expect(await addMissingWidths(storage)).toEqual([]);
  });

  it('ships every width of the default banners and sample certificate', async () => {
    const { bannerImages, sampleCertificateImage } = defaultSiteSettings;
    for (const url of [...bannerImages, sampleCertificateImage]) {
      for (const entry of imageSrcSet(url)?.split(', ') ?? ['missing']) {
        const [file, width] = entry.split(' ');
        const meta = await sharp(path.join('public', file!)).metadata();
        expect(`${meta.width}w`).toBe(width);
      }
    }
  });

  it('makes a 1200 x 630 JPEG link-preview card of an image, transparent parts on white', async () => {
    const transparent = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { key } = await storeImage(storage, transparent, 'courses');
    const card = await socialCard(storage, key);
    expect(card).toEqual({ url: `/media/courses/${key.split('/').pop()}-card.jpg`, ...CARD_SIZE });
    const file = path.join(dir, 'uploads', `${key}-card.jpg`);
    const { format, width, height } = await sharp(file).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    const { data } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true);
  });

  it('falls back to the widest WebP for an image stored before cards were made', async () => {
    const { key } = await storeImage(storage, await png(900, 600), 'courses');
    await storage.remove(`${key}-card.jpg`);
    expect(await socialCard(storage, key)).toEqual({
      url: imageUrl(storage, key),
      width: 900,
      height: 600,
    });
  });

  it('refuses bytes that are not an image and leaves nothing behind', async () => {
    const before = await fs.readdir(path.join(dir, 'uploads', 'public', 'courses')).catch(() => []);
    await expect(
      storeImage(storage, Buffer.from('not an image at all'), 'courses'),
    ).rejects.toThrow();
    const after = await fs.readdir(path.join(dir, 'uploads', 'public', 'courses')).catch(() => []);
    expect(after).toEqual(before);
  });

  it('tells file types from their bytes, not their names', async () => {
    expect(await detectFileType(await png(10, 10), 'image')).toEqual({
      ext: 'png',
      mime: 'image/png',
    });
    expect(await detectFileType(minimalPdf, 'pdf')).toEqual({
      ext: 'pdf',
      mime: 'application/pdf',
    });
    // An image renamed to .pdf is still an image.
    expect(await detectFileType(await png(10, 10), 'pdf')).toBeUndefined();
    expect(await detectFileType(minimalPdf, 'image')).toBeUndefined();
    expect(await detectFileType(Buffer.from('plain text'), 'ebook')).toBeUndefined();
  });

  it('writes mail to the outbox as .eml files', async () => {
    const logged: unknown[] = [];
    const outbox = path.join(dir, 'outbox');
    const mailer = createOutboxMailer(outbox, 'Institute <no-reply@institute.local>', {
      info: (o: unknown) => logged.push(o),
    });
    await mailer.send({
      to: 'student@example.com',
      subject: 'Reset your password',
      text: 'Open the link.',
    });
    const files = await fs.readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await fs.readFile(path.join(outbox, files[0]!), 'utf8');
    expect(raw).toContain('To: student@example.com');
    expect(raw).toContain('Subject: Reset your password');
    expect(raw).toContain('Open the link.');
    expect(logged).toHaveLength(1);
  });
});
