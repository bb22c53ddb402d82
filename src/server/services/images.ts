import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH } from '#common/images';
import type { Storage } from './storage';

export interface StoredImage {
  /** Stored in the database; the variants are `${key}-${width}.webp` and `${key}-card.jpg`. */
  key: string;
}

const variantKey = (key: string, width: number) => `${key}-${width}.webp`;
const cardKey = (key: string) => `${key}-card.jpg`;

/** A link preview's picture: JPEG, which every preview shows (WhatsApp's not always WebP). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** A picture may be at most this many pixels once decoded (a phone photo is about 12 million). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Pictures resized at once; the rest wait their turn, so a burst of uploads cannot exhaust memory. */
const RESIZING_AT_ONCE = 2;
let resizing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (resizing >= RESIZING_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  resizing++;
  try {
    return await work();
  } finally {
    resizing--;
    waiting.shift()?.();
  }
}

/** Width times height from the file's header, without decoding it. */
export async function pixelsOf(data: Buffer): Promise<number> {
  const { width = 0, height = 0 } = await sharp(data).metadata();
  return width * height;
}

/** Decodes an image (already checked to be one), then stores it as WebP in every width. */
export async function storeImage(
  storage: Storage,
  data: Buffer,
  folder: string,
): Promise<StoredImage> {
  return inTurn(() => resizeAndStore(storage, data, `public/${folder}/${randomUUID()}`));
}

const webpOf = (source: Sharp, width: number) =>
  source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();

async function resizeAndStore(storage: Storage, data: Buffer, key: string): Promise<StoredImage> {
  const source = sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const written: string[] = [];
  try {
    for (const width of IMAGE_WIDTHS) {
      await storage.put(variantKey(key, width), await webpOf(source, width));
      written.push(variantKey(key, width));
    }
    const card = await source
      .clone()
      .resize({ ...CARD_SIZE, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
    await storage.put(cardKey(key), card);
    written.push(cardKey(key));
  } catch (error) {
    await Promise.all(written.map((k) => storage.remove(k)));
    throw error;
  }
  return { key };
}

/**
 * Gives every picture stored before a width joined IMAGE_WIDTHS that width, made from its widest
 * variant, so that no `srcset` names a missing file. Returns the keys it wrote.
 */
export async function addMissingWidths(storage: Storage): Promise<string[]> {
  const stored = new Set((await storage.list('public/')).map((file) => file.key));
  const widestSuffix = `-${LARGEST_IMAGE_WIDTH}.webp`;
  const written: string[] = [];
  for (const widest of stored) {
    if (!widest.endsWith(widestSuffix)) continue;
    const key = widest.slice(0, -widestSuffix.length);
    const missing = IMAGE_WIDTHS.filter((width) => !stored.has(variantKey(key, width)));
    if (missing.length === 0) continue;
    const source = sharp(await buffer(await storage.read(widest)));
    for (const width of missing) {
      await storage.put(variantKey(key, width), await webpOf(source, width));
      written.push(variantKey(key, width));
    }
  }
  return written;
}

export async function removeImage(storage: Storage, key: string): Promise<void> {
  const variants = [...IMAGE_WIDTHS.map((width) => variantKey(key, width)), cardKey(key)];
  await Promise.all(variants.map((variant) => storage.remove(variant)));
}

/** URL of the widest variant; the browser picks a smaller one through `srcset`. */
/** The storage key of a site picture the settings stored, from its URL; none for built-in ones. */
export function sitePictureKey(url: string): string | undefined {
  const match = /(site-pictures\/[0-9a-f-]{36})-\d+\.webp$/.exec(url);
  return match ? `public/${match[1]}` : undefined;
}

/** A stored picture as PNG, `width` wide at most, for documents (PDFs take PNG and JPEG). */
export async function pngOf(storage: Storage, key: string, width: number): Promise<Buffer> {
  const webp = await buffer(await storage.read(variantKey(key, IMAGE_WIDTHS[1])));
  return sharp(webp).resize({ width, withoutEnlargement: true }).png().toBuffer();
}

/** A stored picture cut to a passport photo's shape (4:5, the middle kept), as JPEG, for ID cards. */
export async function portraitJpegOf(storage: Storage, key: string): Promise<Buffer> {
  const webp = await buffer(await storage.read(variantKey(key, IMAGE_WIDTHS[1])));
  return sharp(webp)
    .resize({ width: 320, height: 400, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export function imageUrl(storage: Storage, key: string): string {
  return storage.publicUrl(variantKey(key, LARGEST_IMAGE_WIDTH));
}

export interface ImageSize {
  width: number;
  height: number;
}

/** Sizes of widest variants already read; keys are never rewritten, so an answer stays true. */
const knownSizes = new Map<string, ImageSize>();
const KNOWN_SIZES_LIMIT = 10_000;

/** Width and height of the widest variant, read once per image; undefined when it is missing. */
export async function largestImageSize(
  storage: Storage,
  key: string,
): Promise<ImageSize | undefined> {
  const known = knownSizes.get(key);
  if (known) return known;
  const size = await storage
    .read(variantKey(key, LARGEST_IMAGE_WIDTH))
    .then(buffer)
    .then((data) => sharp(data).metadata())
    .then(
      ({ width, height }) => ({ width, height }),
      () => undefined,
    );
  if (!size) return undefined;
  if (knownSizes.size >= KNOWN_SIZES_LIMIT) knownSizes.clear();
  knownSizes.set(key, size);
  return size;
}

export interface SocialCard extends ImageSize {
  url: string;
}

/** Images known to have a card; keys are never rewritten, so an answer stays true. */
const knownCards = new Set<string>();

/**
 * The picture a link preview shows: the card, or for an image stored before cards were made,
 * its widest variant; undefined when the image is missing.
 */
export async function socialCard(storage: Storage, key: string): Promise<SocialCard | undefined> {
  if (knownCards.has(key) || (await storage.exists(cardKey(key)))) {
    if (knownCards.size >= KNOWN_SIZES_LIMIT) knownCards.clear();
    knownCards.add(key);
    return { url: storage.publicUrl(cardKey(key)), ...CARD_SIZE };
  }
  const size = await largestImageSize(storage, key);
  return size && { url: imageUrl(storage, key), ...size };
}
