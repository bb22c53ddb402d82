import { sql, type Kysely } from 'kysely';

/**
 * The columns each admin search looks through (decision 020). On SQLite a full-text table with
 * the trigram tokenizer (`<table>_search`) follows the table through triggers; on PostgreSQL a
 * pg_trgm GIN index (`<table>_trigram_idx`) covers the same columns joined by a newline.
 */
export const searchColumns = {
  users: ['user_name', 'email', 'mobile_no'],
  courses: ['course_title', 'category', 'instructor'],
  payments: ['order_id', 'payment_id'],
  contact_queries: ['name', 'email', 'subject'],
  student_registrations: ['name', 'contact', 'school', 'city'],
  reviews: ['name', 'message'],
  news: ['news_headline'],
  blog_posts: ['blog_title', 'instructor', 'blog_type'],
  team_members: ['name', 'position'],
  certificates: ['name', 'number', 'course'],
  audit_log: ['actor_name', 'entity', 'summary'],
} as const;

export type SearchedTable = keyof typeof searchColumns;

/** The searched text of a row on PostgreSQL; the index is built on exactly this expression. */
export const pgSearchText = (table: SearchedTable, alias: string = table) =>
  sql.join(
    searchColumns[table].map((column) => sql`coalesce(${sql.ref(`${alias}.${column}`)}, '')`),
    sql` || chr(10) || `,
  );

async function sqliteSearchIndex(db: Kysely<unknown>, table: SearchedTable): Promise<void> {
  const columns = searchColumns[table];
  const name = `${table}_search`;
  const list = sql.raw(columns.join(', '));
  const values = (row: 'new' | 'old') => sql.raw(columns.map((c) => `${row}.${c}`).join(', '));
  await sql`create virtual table ${sql.raw(name)} using fts5(${list},
    content=${sql.lit(table)}, content_rowid='rowid', tokenize='trigram')`.execute(db);
  await sql`insert into ${sql.raw(name)} (${sql.raw(name)}) values ('rebuild')`.execute(db);
  const remove = sql`insert into ${sql.raw(name)} (${sql.raw(name)}, rowid, ${list})
    values ('delete', old.rowid, ${values('old')});`;
  const add = sql`insert into ${sql.raw(name)} (rowid, ${list}) values (new.rowid, ${values('new')});`;
  await sql`create trigger ${sql.raw(`${name}_insert`)} after insert on ${sql.raw(table)}
    begin ${add} end`.execute(db);
  await sql`create trigger ${sql.raw(`${name}_delete`)} after delete on ${sql.raw(table)}
    begin ${remove} end`.execute(db);
  await sql`create trigger ${sql.raw(`${name}_update`)} after update of ${list} on ${sql.raw(table)}
    begin ${remove} ${add} end`.execute(db);
}

async function postgresSearchIndex(db: Kysely<unknown>, table: SearchedTable): Promise<void> {
  await sql`create index ${sql.raw(`${table}_trigram_idx`)} on ${sql.raw(table)}
    using gin ((${pgSearchText(table)}) gin_trgm_ops)`.execute(db);
}

/** Creates the search index of every table in `searchColumns`. */
export async function createSearchIndexes(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  if (postgres) await sql`create extension if not exists pg_trgm`.execute(db);
  for (const table of Object.keys(searchColumns) as SearchedTable[]) {
    await (postgres ? postgresSearchIndex(db, table) : sqliteSearchIndex(db, table));
  }
}
