import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { articleKeys } from './article-keys';
import type { ArticleSource } from './article-source';

/**
 * An article's text as its form holds it: fields by their wire names, and the publish switch; a
 * Hindi version is null (or left out) where there is none.
 */
export type ArticleText = Record<string, string | boolean | null | undefined>;

/** POST to the kind's create path: an article, published or saved as a draft; the picture last. */
export function useCreateArticle<Dto>(source: ArticleSource<Dto>) {
  const create = ({ image, text }: { image: File; text: ArticleText }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(text))
      if (value !== null && value !== undefined) form.set(name, String(value));
    form.set(source.imageField, image);
    return api.post<Dto>(source.paths.create, form, { quiet: true });
  };
  return useWrite(create, articleKeys(source.name).all);
}
