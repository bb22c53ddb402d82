import { z } from 'zod';
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

/** The page of a public list, when one was asked for. */
export const optionalPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

/** Any id: one that is malformed simply matches nothing and answers 404. */
export const anyIdParams = z.object({ id: z.string() });
