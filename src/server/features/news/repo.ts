import type { Db } from '../../db/database';
import type { News, NewsTable } from '../../db/schema';
import { newId, now } from '../../db/time';

export type NewsChanges = Omit<NewsTable, 'id' | 'created_at' | 'updated_at'>;

/** News, newest first; for visitors only the published items. */
export function newsQuery(db: Db, publishedOnly: boolean) {
  const query = db
    .selectFrom('news')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return publishedOnly ? query.where('is_published', '=', 1) : query;
}

export function findNews(db: Db, id: string): Promise<News | undefined> {
  return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertNews(db: Db, news: NewsChanges): Promise<News> {
  const stamp = now();
  return (
    db
      .insertInto('news')
      // Published at once means published the moment it was made, not a millisecond before.
      .values({
        ...news,
        published_at: news.published_at && stamp,
        id: newId(),
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

export async function updateNews(
  db: Db,
  id: string,
  changes: Partial<NewsChanges>,
): Promise<News | undefined> {
  return db
    .updateTable('news')
    .set({ ...changes, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteNews(db: Db, id: string): Promise<void> {
  await db.deleteFrom('news').where('id', '=', id).execute();
}
