import { sql, type Insertable, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '#server/db/database';
import type { Database } from '#server/db/schema';
import { newId, now } from '#server/db/time';

/** The table of each kind of article: a picture, a title, a Markdown body, draft or published. */
export type ArticleTable = 'news' | 'blog_posts';
export type ArticleRow<T extends ArticleTable> = Selectable<Database[T]>;
export type ArticleChanges<T extends ArticleTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'created_at' | 'updated_at'
>;

// Kysely reads a table named by a type parameter as both tables at once (every column of each);
// the casts below name the one table the call was given.
type RowsOf<T extends ArticleTable> = SelectQueryBuilder<Database, T, ArticleRow<T>>;

/** Articles of one kind, newest first; for visitors only the published ones. */
/** Only the articles of one type (the blog's `blog_type`). */
export function ofType<T extends ArticleTable>(query: RowsOf<T>, column: string, type: string) {
  return query.where(sql.ref(column), '=', type) as RowsOf<T>;
}

export function articlesQuery<T extends ArticleTable>(
  db: Db,
  table: T,
  publishedOnly: boolean,
): RowsOf<T> {
  const query = db
    .selectFrom(table as ArticleTable)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return (publishedOnly ? query.where('is_published', '=', 1) : query) as unknown as RowsOf<T>;
}

/**
 * The blog's types the viewer may see, in alphabetical order: one index seek a type (each step
 * asks for the next type after the last), not a read of every post.
 */
export async function postTypes(db: Db, publishedOnly: boolean): Promise<string[]> {
  const published = publishedOnly ? sql`and is_published = 1` : sql``;
  const { rows } = await sql<{ blog_type: string }>`
    with recursive types(blog_type) as (
      select min(blog_type) from blog_posts where 1 = 1 ${published}
      union all
      select (select min(blog_type) from blog_posts where blog_type > types.blog_type ${published})
      from types where types.blog_type is not null
    )
    select blog_type from types where blog_type is not null`.execute(db);
  return rows.map((row) => row.blog_type);
}

export async function findArticle<T extends ArticleTable>(
  db: Db,
  table: T,
  id: string,
): Promise<ArticleRow<T> | undefined> {
  const row = await db
    .selectFrom(table as ArticleTable)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row as ArticleRow<T> | undefined;
}

export async function insertArticle<T extends ArticleTable>(
  db: Db,
  table: T,
  article: ArticleChanges<T>,
): Promise<ArticleRow<T>> {
  const stamp = now();
  const values = article as ArticleChanges<ArticleTable>;
  const row = await db
    .insertInto(table as ArticleTable)
    // Published at once means published the moment it was made, not a millisecond before.
    .values({
      ...values,
      published_at: values.published_at && stamp,
      id: newId(),
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as ArticleRow<T>;
}

export async function updateArticle<T extends ArticleTable>(
  db: Db,
  table: T,
  id: string,
  changes: Partial<ArticleChanges<T>>,
): Promise<ArticleRow<T> | undefined> {
  const row = await db
    .updateTable(table as ArticleTable)
    .set({ ...(changes as Partial<ArticleChanges<ArticleTable>>), updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row as ArticleRow<T> | undefined;
}

export async function deleteArticle(db: Db, table: ArticleTable, id: string): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute();
}
