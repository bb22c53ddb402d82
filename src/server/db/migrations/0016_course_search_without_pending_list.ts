import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL's GIN indexes gather new entries in a pending list that every search reads through
 * until a vacuum merges it. Courses are written a few times a day and searched on every visit, so
 * the finder's index takes each write at once instead (decision 017); the list it has is merged
 * now. SQLite's FTS5 index has no such list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter index courses_search_idx set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('courses_search_idx'::regclass)`.execute(db);
}
