import type { NewsDto } from '#common/schemas/news';
import type { News } from '../../db/schema';
import { imageUrl } from '../../services/images';
import { plainText, preview } from '../../services/markdown';
import type { Storage } from '../../services/storage';

export function newsDto(storage: Storage, news: News): NewsDto {
  return {
    _id: news.id,
    newsImage: imageUrl(storage, news.news_image),
    newsHeadline: news.news_headline,
    newsDescription: news.news_description,
    html: news.description_html,
    preview: preview(plainText(news.description_html)),
    isPublished: news.is_published === 1,
    publishedAt: news.published_at,
    createdAt: news.created_at,
    updatedAt: news.updated_at,
  };
}
