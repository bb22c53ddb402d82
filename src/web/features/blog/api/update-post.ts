import type { BlogDto, BlogUpdate } from '#common/schemas/blog';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/use-write';
import { blogKeys } from './blog-keys';

const updatePost = ({ id, values }: { id: string; values: BlogUpdate }) =>
  api.patch<BlogDto>(`/blog/update/${encodeURIComponent(id)}`, values, { quiet: true });

/** PATCH /blog/update/{id}: title, instructor, type, body and whether it is published. */
export const useUpdatePost = () => useWrite(updatePost, blogKeys.all);
