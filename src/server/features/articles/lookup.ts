import type { Db } from '#server/db/database';
import type { User } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { seesDrafts } from '../publication';
import type { ArticleKind } from './kind';
import { findArticle, type ArticleRow, type ArticleTable } from './repo';

type Article = ArticleRow<ArticleTable>;

/** An article that was there a moment ago, or its kind's 404. */
export function found(kind: ArticleKind, article: Article | undefined): Article {
  if (!article) throw new HttpError(404, kind.messages.notFound);
  return article;
}

export async function existingArticle(db: Db, kind: ArticleKind, id: string): Promise<Article> {
  return found(kind, await findArticle(db, kind.table, id));
}

/** The article if the viewer may read it: drafts exist only for admins. */
export async function visibleArticle(
  db: Db,
  kind: ArticleKind,
  viewer: User | null,
  id: string,
): Promise<Article> {
  const article = await existingArticle(db, kind, id);
  if (article.is_published !== 1 && !seesDrafts(viewer))
    throw new HttpError(404, kind.messages.notFound);
  return article;
}
