import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH } from '#common/images';
import type { Storage } from './storage';

export interface StoredImage {
  /** Stored in the database; the variants are `${key}-${width}.webp`. */
  key: string;
}

const variantKey = (key: string, width: number) => `${key}-${width}.webp`;

/** Decodes an image (already checked to be one), then stores it as WebP in every width. */
export async function storeImage(
  storage: Storage,
  data: Buffer,
  folder: string,
): Promise<StoredImage> {
  const key = `public/${folder}/${randomUUID()}`;
  const source = sharp(data, { failOn: 'error' }).rotate();
  const written: string[] = [];
  try {
    for (const width of IMAGE_WIDTHS) {
      const webp = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await storage.put(variantKey(key, width), webp);
      written.push(variantKey(key, width));
    }
  } catch (error) {
    await Promise.all(written.map((k) => storage.remove(k)));
    throw error;
  }
  return { key };
}

export async function removeImage(storage: Storage, key: string): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((width) => storage.remove(variantKey(key, width))));
}

/** URL of the widest variant; the browser picks a smaller one through `srcset`. */
export function imageUrl(storage: Storage, key: string): string {
  return storage.publicUrl(variantKey(key, LARGEST_IMAGE_WIDTH));
}
