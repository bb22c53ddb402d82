import { sql, type SqlBool } from 'kysely';
import { publicationStatuses } from '#common/schemas/list-view';
import { now } from '../db/time';

/** The publish columns of a write: `published_at` is stamped the first time an item goes public. */
export function publication(isPublished: boolean, current?: { published_at: string | null }) {
  return {
    is_published: isPublished ? 1 : 0,
    published_at: current?.published_at ?? (isPublished ? now() : null),
  };
}

/** Drafts are listed and readable by admins only. */
export const seesDrafts = (viewer: { role: string } | null) => viewer?.role === 'admin';

/** The status filter of an admin table: published or draft, by its 0/1 column. */
export const publishedFilter = (column: string) => ({
  values: publicationStatuses,
  column: (status: string) => sql<SqlBool>`${sql.ref(column)} = ${status === 'published' ? 1 : 0}`,
});
