import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/use-write';
import { blogKeys } from './blog-keys';

const deletePost = (id: string) => api.delete(`/blog/${encodeURIComponent(id)}`, { quiet: true });

/** DELETE /blog/{id}: the post and its picture. */
export const useDeletePost = () => useWrite(deletePost, blogKeys.all);
