import type { BlogDto } from '#common/schemas/blog';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/use-write';
import { blogKeys } from './blog-keys';

function updatePostImage({ id, image }: { id: string; image: File }) {
  const form = new FormData();
  form.set('BlogUrl', image);
  return api.patch<BlogDto>(`/blog/updateImg/${encodeURIComponent(id)}`, form, { quiet: true });
}

/** PATCH /blog/updateImg/{id}: a new picture; the old one is removed. */
export const useUpdatePostImage = () => useWrite(updatePostImage, blogKeys.all);
