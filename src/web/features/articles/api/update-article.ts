import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { articleKeys } from './article-keys';
import type { ArticleSource } from './article-source';
import type { ArticleText } from './create-article';

/** PATCH `/<kind>/update/{id}`: the text and whether it is published. */
export function useUpdateArticle<Dto>(source: ArticleSource<Dto>) {
  const update = ({ id, text }: { id: string; text: ArticleText }) =>
    api.patch<Dto>(`/${source.name}/update/${encodeURIComponent(id)}`, text, { quiet: true });
  return useWrite(update, articleKeys(source.name).all);
}
