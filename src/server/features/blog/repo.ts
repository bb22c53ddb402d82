import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BlogPost, BlogPostsTable } from '../../db/schema';
import { newId, now } from '../../db/time';

export type BlogChanges = Omit<BlogPostsTable, 'id' | 'created_at' | 'updated_at'>;

/** Posts, newest first, of one type when asked; for visitors only the published ones. */
export function postsQuery(db: Db, publishedOnly: boolean, type?: string) {
  let query = db
    .selectFrom('blog_posts')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (publishedOnly) query = query.where('is_published', '=', 1);
  return type === undefined ? query : query.where('blog_type', '=', type);
}

/**
 * The types of the posts the viewer may see, in alphabetical order: one index seek a type (each
 * step asks for the next type after the last), not a read of every post.
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

export function findPost(db: Db, id: string): Promise<BlogPost | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPost(db: Db, post: BlogChanges): Promise<BlogPost> {
  const stamp = now();
  return (
    db
      .insertInto('blog_posts')
      // Published at once means published the moment it was made, not a millisecond before.
      .values({
        ...post,
        published_at: post.published_at && stamp,
        id: newId(),
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

export async function updatePost(
  db: Db,
  id: string,
  changes: Partial<BlogChanges>,
): Promise<BlogPost | undefined> {
  return db
    .updateTable('blog_posts')
    .set({ ...changes, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deletePost(db: Db, id: string): Promise<void> {
  await db.deleteFrom('blog_posts').where('id', '=', id).execute();
}
