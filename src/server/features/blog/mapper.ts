import type { BlogDto } from '#common/schemas/blog';
import type { BlogPost } from '../../db/schema';
import { imageUrl } from '../../services/images';
import { plainText, preview, readingMinutes } from '../../services/markdown';
import type { Storage } from '../../services/storage';

export function blogDto(storage: Storage, post: BlogPost): BlogDto {
  const text = plainText(post.description_html);
  return {
    _id: post.id,
    BlogUrl: imageUrl(storage, post.blog_image),
    BlogTitle: post.blog_title,
    Instructor: post.instructor,
    BlogType: post.blog_type,
    Description: post.description,
    html: post.description_html,
    preview: preview(text),
    readingMinutes: readingMinutes(text),
    isPublished: post.is_published === 1,
    publishedAt: post.published_at,
    createdAt: post.created_at,
    updatedAt: post.updated_at,
  };
}
