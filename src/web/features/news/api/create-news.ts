import type { NewsDto } from '#common/schemas/news';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/use-write';
import { newsKeys } from './news-keys';

export interface NewNews {
  newsImage: File;
  newsHeadline: string;
  newsDescription: string;
  isPublished: boolean;
}

function createNews({ newsImage, newsHeadline, newsDescription, isPublished }: NewNews) {
  const form = new FormData();
  form.set('newsHeadline', newsHeadline);
  form.set('newsDescription', newsDescription);
  form.set('isPublished', String(isPublished));
  form.set('newsImage', newsImage);
  return api.post<NewsDto>('/news/createNews', form, { quiet: true });
}

/** POST /news/createNews: a news item, published or saved as a draft. */
export const useCreateNews = () => useWrite(createNews, newsKeys.all);
