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
