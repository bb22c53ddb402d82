import { blogMessages } from '#common/schemas/blog';
import type { Db } from '../../db/database';
import type { BlogPost, User } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { seesDrafts } from '../publication';
import { findPost } from './repo';

/** A post that was there a moment ago, or a 404. */
export function found(post: BlogPost | undefined): BlogPost {
  if (!post) throw new HttpError(404, blogMessages.notFound);
  return post;
}

export async function existingPost(db: Db, id: string): Promise<BlogPost> {
  return found(await findPost(db, id));
}

/** The post if the viewer may read it: drafts exist only for admins. */
export async function visiblePost(db: Db, viewer: User | null, id: string): Promise<BlogPost> {
  const post = await existingPost(db, id);
  if (post.is_published !== 1 && !seesDrafts(viewer))
    throw new HttpError(404, blogMessages.notFound);
  return post;
}
