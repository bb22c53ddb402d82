import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#web/lib/auth';
import { articlePageQuery } from '../api/article-page-query';
import { blogSource } from '../api/article-source';
import { BlogCard } from './blog-card';
import './messages';

/** "More posts": the newest other published posts, under the one being read. */
export function MorePosts({ current }: { current: string }) {
  const { user } = useAuth();
  const { data } = useQuery(articlePageQuery(blogSource, 1, user?._id));
  const posts =
    data?.rows.filter((post) => post.isPublished && post._id !== current).slice(0, 3) ?? [];
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="more-posts" className="border-t border-slate-200 pt-10">
      <h2 id="more-posts" className="text-2xl font-extrabold">
        <Trans>More posts</Trans>
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <BlogCard key={post._id} post={post} />
        ))}
      </div>
    </section>
  );
}
