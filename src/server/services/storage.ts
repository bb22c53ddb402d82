import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths such as `public/images/ab12-640.webp` or
 * `private/course-files/cd34.pdf`; `public/` keys are served to anyone, `private/` keys only
 * through the API. An S3 driver implements the same interface.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Every stored file under a folder (`public/`, `private/`), with when it was last written. */
  list(prefix: string): Promise<StoredFile[]>;
  /** Address a browser uses for a `public/` key. */
  publicUrl(key: string): string;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export const PUBLIC_MEDIA_PREFIX = '/media/';

export class StorageKeyError extends Error {}

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new StorageKeyError(`Bad key ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${process.pid}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, full);
    },
    async read(key) {
      const full = resolve(key);
      await fs.access(full);
      return createReadStream(full);
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
      const folder = resolve(prefix);
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
    publicUrl(key) {
      if (!key.startsWith('public/')) throw new StorageKeyError(`Not a public key: ${key}`);
      return PUBLIC_MEDIA_PREFIX + key.slice('public/'.length);
    },
  };
}
