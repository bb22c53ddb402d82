import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Dialect,
} from 'kysely';
import pg from 'pg';
import { watchWrites } from './data-changes';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite is used when absent. */
  url?: string;
  /** SQLite file path. */
  file: string;
  /**
   * How long a query waits for a PostgreSQL connection before it fails: while the server is down,
   * requests answer 503 this soon instead of queueing. Three seconds unless given.
   */
  connectTimeoutMs?: number;
  /** Told of connections PostgreSQL dropped (a restart, a terminated backend). */
  onConnectionError?: (error: Error) => void;
}

// COUNT(*) and BIGINT come back from PostgreSQL as strings; SQLite gives numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** The database the options name; `onDataChange` tells of its writes. */
export function openDatabase(options: DatabaseOptions): Db {
  const watched = watchWrites(dialectFor(options));
  const db = new Kysely<Database>({ dialect: watched.dialect });
  watched.register(db);
  return db;
}

function dialectFor(options: DatabaseOptions): Dialect {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3000,
    });
    const onError = options.onConnectionError ?? (() => undefined);
    // A dropped connection emits 'error' on its client, idle or in use; unheard, it would end the
    // process. The pool discards the broken client and opens a new one on the next query.
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    return new PostgresDialect({ pool });
  }
  fs.mkdirSync(path.dirname(options.file), { recursive: true });
  const sqlite = new SQLite(options.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new SqliteDialect({ database: sqlite });
}

/**
 * On PostgreSQL, Kysely looks for its bookkeeping tables in every schema unless told which one,
 * so a database holding several sites' schemas needs the current one named.
 */
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: await migrationSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
