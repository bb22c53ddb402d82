import { sql } from 'kysely';
import type { Db } from '../db/database';
import { PUBLIC_MEDIA_PREFIX, type Storage } from './storage';

/** Columns that may name a stored file: `*_key`, `*_img`, `*image`, `*thumbnail`, settings values. */
const MAY_NAME_A_FILE = /(key|img|image|thumbnail)$|^value$/;
/** Tables that never name a file, and are the largest. */
const NEVER_NAME_A_FILE = new Set([
  'sessions',
  'visits',
  'kysely_migration',
  'kysely_migration_lock',
]);
/**
 * A file is an orphan once no record names it 15 minutes after it was written: longer than any
 * request may take to arrive (a minute) and to be stored (a full certificate import). Sweeps run
 * every 5 minutes, so a crash's files are gone within 20 (decision 037).
 */
export const ORPHAN_AGE_MS = 15 * 60_000;
export const SWEEP_EVERY_MS = 5 * 60_000;

const STORED_KEY = /(?:public|private)\/[\w\-/.]+|\/media\/[\w\-/.]+/g;
const IMAGE_VARIANT = /-(?:\d+\.webp|card\.jpg)$/;

/** The key a name refers to, with an image's variant taken off (all variants share it). */
const baseOf = (name: string) =>
  (name.startsWith(PUBLIC_MEDIA_PREFIX)
    ? `public/${name.slice(PUBLIC_MEDIA_PREFIX.length)}`
    : name
  ).replace(IMAGE_VARIANT, '');

/** Every stored file the database names anywhere, as base keys. */
async function namedFiles(db: Db): Promise<Set<string>> {
  const named = new Set<string>();
  for (const table of await db.introspection.getTables()) {
    if (NEVER_NAME_A_FILE.has(table.name)) continue;
    const columns = table.columns
      .map((column) => column.name)
      .filter((name) => MAY_NAME_A_FILE.test(name));
    if (columns.length === 0) continue;
    const { rows } = await sql<
      Record<string, unknown>
    >`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table.name)}`.execute(db);
    for (const row of rows)
      for (const value of Object.values(row))
        if (typeof value === 'string')
          for (const [name] of value.matchAll(STORED_KEY)) named.add(baseOf(name));
  }
  return named;
}

/**
 * Removes files no record names that were written over `olderThanMs` ago: the variants of a
 * picture whose record was never saved, and temporary files, both left by a crash part-way. The
 * age keeps an upload still on its way safe. Returns the keys removed.
 */
export async function sweepOrphanedUploads(
  db: Db,
  storage: Storage,
  olderThanMs: number,
): Promise<string[]> {
  const cutoff = Date.now() - olderThanMs;
  const files = [...(await storage.list('public/')), ...(await storage.list('private/'))];
  const old = files.filter((file) => file.modifiedAt.getTime() < cutoff);
  if (old.length === 0) return [];
  const named = await namedFiles(db);
  const orphans = old
    .map((file) => file.key)
    .filter((key) => key.endsWith('.tmp') || !named.has(baseOf(key)));
  for (const key of orphans) await storage.remove(key);
  return orphans;
}
