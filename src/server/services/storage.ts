import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a folder on disk, or an S3 bucket (`s3-storage.ts`). Keys are
 * relative paths such as `public/images/ab12-640.webp` or `private/course-files/cd34.pdf`;
 * `public/` keys are served to anyone, `private/` keys only through the API.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores the file at `file` on disk by streaming it (a video too large to hold in memory). */
  putFile(key: string, file: string): Promise<void>;
  /** Rejects when there is no such file; with a range, only its bytes `start` to `end` (inclusive). */
  read(key: string, range?: ByteRange): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file under a folder (`public/`, `private/`), with when it was last written. */
  list(prefix: string): Promise<StoredFile[]>;
  /** Address a browser uses for a `public/` key. */
  publicUrl(key: string): string;
  /**
   * A short-lived address from which a browser fetches a private file itself, as a download
   * with the given name and type; absent where the API streams private files instead.
   */
  temporaryLink?(key: string, download: { fileName: string; contentType: string }): Promise<string>;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export const PUBLIC_MEDIA_PREFIX = '/media/';

export class StorageKeyError extends Error {}

const KEY = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;

/** A key of folders and a file name, none empty or starting with a dot; anything else throws. */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new StorageKeyError(`Bad key ${key}`);
  return key;
}

/** A folder to list: a key followed by `/`. */
export function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new StorageKeyError(`Bad folder ${prefix}`);
  checkKey(prefix.slice(0, -1));
  return prefix;
}

/** The `/media/` address of a public key, served by this site. */
export function mediaPath(key: string): string {
  if (!key.startsWith('public/')) throw new StorageKeyError(`Not a public key: ${key}`);
  return PUBLIC_MEDIA_PREFIX + checkKey(key).slice('public/'.length);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppt: 'application/vnd.ms-powerpoint',
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt',
};

/** The type a stored file is served with, from its name's extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, data) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${process.pid}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, full);
    },
    async putFile(key, file) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${process.pid}.tmp`;
      await fs.copyFile(file, temp);
      await fs.rename(temp, full);
    },
    async read(key, range) {
      const full = resolve(key);
      await fs.access(full);
      return createReadStream(full, range);
    },
    async exists(key) {
      return fs.access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async list(prefix) {
      const folder = path.join(root, checkPrefix(prefix));
      const entries = await fs
        .readdir(folder, { recursive: true, withFileTypes: true })
        .catch(() => []);
      const files = entries.filter((entry) => entry.isFile());
      const listed = await Promise.all(
        files.map(async (entry) => {
          const full = path.join(entry.parentPath, entry.name);
          // A file removed meanwhile is simply not listed.
          const stat = await fs.stat(full).catch(() => undefined);
          const key = path.relative(root, full).split(path.sep).join('/');
          return stat && { key, modifiedAt: stat.mtime };
        }),
      );
      return listed.filter((file) => file !== undefined);
    },
    publicUrl: mediaPath,
  };
}
