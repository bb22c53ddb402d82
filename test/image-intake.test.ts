import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '#server/plugins/errors';
import { intakeImage } from '#server/plugins/uploads';
import { createDiskStorage, type Storage } from '#server/services/storage';
import { FILES_PER_PICTURE, pdfFile, pngImage } from './helpers/files';

/** Every file under the storage root, as paths relative to it. */
async function storedFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('image intake', () => {
  let root: string;
  let storage: Storage;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'intake-test-'));
    storage = createDiskStorage(root);
  });

  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('stores WebP variants and a card, records the key, and removes the image it replaces', async () => {
    const first = await intakeImage(
      storage,
      { filename: 'a.png', data: await pngImage() },
      { folder: 'team', save: async (key) => key },
    );
    const firstFiles = await storedFiles(root);
    expect(firstFiles).toHaveLength(FILES_PER_PICTURE);
    expect(firstFiles.filter((file) => file.endsWith('.webp'))).toHaveLength(FILES_PER_PICTURE - 1);
    expect(firstFiles.filter((file) => file.endsWith('-card.jpg'))).toHaveLength(1);
    const second = await intakeImage(
      storage,
      { filename: 'b.png', data: await pngImage() },
      { folder: 'team', save: async (key) => key, replaces: first },
    );
    const secondFiles = await storedFiles(root);
    expect(secondFiles).toHaveLength(firstFiles.length);
    expect(secondFiles.every((file) => file.includes(path.basename(second)))).toBe(true);
  });

  it('leaves nothing behind when the file is not an image or the record cannot be saved', async () => {
    await expect(
      intakeImage(
        storage,
        { filename: 'a.png', data: pdfFile() },
        { folder: 'team', save: async (key) => key },
      ),
    ).rejects.toMatchObject({ statusCode: 415 });
    await expect(
      intakeImage(
        storage,
        { filename: 'a.png', data: await pngImage() },
        {
          folder: 'team',
          save: async () => {
            throw new HttpError(404, 'Course not found.');
          },
        },
      ),
    ).rejects.toThrow('Course not found.');
    expect(await storedFiles(root).catch(() => [])).toEqual([]);
  });
});
