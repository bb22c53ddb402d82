import { newsMessages } from '#common/schemas/news';
import type { Db } from '../../db/database';
import type { News, User } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { seesDrafts } from '../publication';
import { findNews } from './repo';

/** A news item that was there a moment ago, or a 404. */
export function found(news: News | undefined): News {
  if (!news) throw new HttpError(404, newsMessages.notFound);
  return news;
}

export async function existingNews(db: Db, id: string): Promise<News> {
  return found(await findNews(db, id));
}

/** The item if the viewer may read it: drafts exist only for admins. */
export async function visibleNews(db: Db, viewer: User | null, id: string): Promise<News> {
  const news = await existingNews(db, id);
  if (news.is_published !== 1 && !seesDrafts(viewer))
    throw new HttpError(404, newsMessages.notFound);
  return news;
}
