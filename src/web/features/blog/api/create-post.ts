import type { BlogDto, BlogUpdate } from '#common/schemas/blog';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/use-write';
import { blogKeys } from './blog-keys';

export interface NewPost extends BlogUpdate {
  BlogUrl: File;
  isPublished: boolean;
}

function createPost({ BlogUrl, isPublished, ...text }: NewPost) {
  const form = new FormData();
  for (const [name, value] of Object.entries(text)) form.set(name, String(value));
  form.set('isPublished', String(isPublished));
  form.set('BlogUrl', BlogUrl);
  return api.post<BlogDto>('/blog/create', form, { quiet: true });
}

/** POST /blog/create: a post, published or saved as a draft. */
export const useCreatePost = () => useWrite(createPost, blogKeys.all);
