import { buffer } from 'node:stream/consumers';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { openStorage } from '#server/runtime';
import { StorageKeyError, type Storage } from '#server/services/storage';
import { startS3Server, type S3Server } from './helpers/s3-server';

let s3: S3Server;
let folder: string;

beforeAll(async () => {
  s3 = await startS3Server();
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
});

afterAll(async () => {
  await s3.close();
  await fs.rm(folder, { recursive: true, force: true });
});

/** Each storage the configuration can choose, empty, as the site would open it. */
const kinds: [string, () => Promise<Storage>][] = [
  ['a folder on disk', async () => openStorage(loadConfig({ DATA_DIR: await fresh() })).storage],
  ['an S3 bucket', async () => openStorage(loadConfig(await s3.bucket())).storage],
];
const fresh = () => fs.mkdtemp(path.join(folder, 'site-'));

const text = async (storage: Storage, key: string) =>
  (await buffer(await storage.read(key))).toString();
const keysOf = async (storage: Storage, prefix: string) =>
  (await storage.list(prefix)).map((file) => file.key).sort();

describe.each(kinds)('stored files in %s', (_kind, open) => {
  let storage: Storage;

  beforeAll(async () => {
    storage = await open();
  });

  it('gives back what was put, and the last of two writes to one key', async () => {
    await storage.put('private/notes/a.pdf', Buffer.from('first'));
    expect(await text(storage, 'private/notes/a.pdf')).toBe('first');
    await storage.put('private/notes/a.pdf', Buffer.from('second'));
    expect(await text(storage, 'private/notes/a.pdf')).toBe('second');
    const bytes = Buffer.from([0, 255, 1, 254, 13, 10]);
    await storage.put('public/raw/b.webp', bytes);
    expect(await buffer(await storage.read('public/raw/b.webp'))).toEqual(bytes);
  });

  it('stores a file from disk as a stream, and reads back a range of its bytes', async () => {
    const source = path.join(await fresh(), 'video.mp4');
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, at) => at % 256));
    await fs.writeFile(source, bytes);
    await storage.putFile('private/lessons/v.mp4', source);
    expect(await buffer(await storage.read('private/lessons/v.mp4'))).toEqual(bytes);
    const part = await buffer(
      await storage.read('private/lessons/v.mp4', { start: 100, end: 1099 }),
    );
    expect(part).toEqual(bytes.subarray(100, 1100));
  });

  it('tells which files exist, and removes them, a missing one without complaint', async () => {
    await storage.put('private/gone/c.pdf', Buffer.from('c'));
    expect(await storage.exists('private/gone/c.pdf')).toBe(true);
    await storage.remove('private/gone/c.pdf');
    expect(await storage.exists('private/gone/c.pdf')).toBe(false);
    await expect(storage.read('private/gone/c.pdf')).rejects.toThrow();
    await expect(storage.remove('private/gone/c.pdf')).resolves.toBeUndefined();
    await expect(storage.read('private/never/d.pdf')).rejects.toThrow();
  });

  it('lists the files of one folder, at any depth, with when each was written', async () => {
    const before = Date.now();
    await storage.put('public/list/one.webp', Buffer.from('1'));
    await storage.put('public/list/deeper/two.webp', Buffer.from('2'));
    await storage.put('public/listed-not/three.webp', Buffer.from('3'));
    const after = Date.now();
    const listed = await storage.list('public/list/');
    expect(listed.map((file) => file.key).sort()).toEqual([
      'public/list/deeper/two.webp',
      'public/list/one.webp',
    ]);
    for (const { modifiedAt } of listed) {
      // S3 keeps whole seconds.
      expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(modifiedAt.getTime()).toBeLessThanOrEqual(after);
    }
    expect(await storage.list('public/empty/')).toEqual([]);
  });

  it('lists more files than S3 gives in one answer (1,000)', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `private/many/${i}.pdf`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, Buffer.from('x'))));
    expect(await keysOf(storage, 'private/many/')).toEqual([...keys].sort());
  }, 120_000);

  it('gives public files an address and private ones none', () => {
    expect(storage.publicUrl('public/raw/b.webp')).toMatch(/\/raw\/b\.webp$/);
    expect(() => storage.publicUrl('private/notes/a.pdf')).toThrow(StorageKeyError);
  });

  it.each(['../outside.pdf', 'public/../../etc/passwd', '/public/x.webp', 'public//x.webp', ''])(
    'refuses the key %j for every operation',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(StorageKeyError);
      await expect(storage.read(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.remove(key)).rejects.toThrow(StorageKeyError);
      expect(() => storage.publicUrl(`public/${key}`)).toThrow(StorageKeyError);
      await expect(storage.list(`${key}/`)).rejects.toThrow(StorageKeyError);
    },
  );
});
