import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { articleKeys } from './article-keys';
import type { ArticleSource } from './article-source';

/** DELETE to the kind's delete path: the article and its picture. */
export function useDeleteArticle<Dto>(source: ArticleSource<Dto>) {
  const remove = (id: string) =>
    api.delete(`${source.paths.remove}/${encodeURIComponent(id)}`, { quiet: true });
  return useWrite(remove, articleKeys(source.name).all);
}
