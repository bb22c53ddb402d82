import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { articleKeys } from './article-keys';
import type { ArticleSource } from './article-source';

/** PATCH to the kind's image path: a new picture; the old one is removed. */
export function useUpdateArticleImage<Dto>(source: ArticleSource<Dto>) {
  const updateImage = ({ id, image }: { id: string; image: File }) => {
    const form = new FormData();
    form.set(source.imageField, image);
    return api.patch<Dto>(`${source.paths.image}/${encodeURIComponent(id)}`, form, {
      quiet: true,
    });
  };
  return useWrite(updateImage, articleKeys(source.name).all);
}
