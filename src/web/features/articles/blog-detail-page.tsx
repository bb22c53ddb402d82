import { LEAD_PICTURE_SIZES } from '#common/images';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatDay } from '#common/format';
import { ArticleBody } from '#web/components/article-body';
import { CoverImage } from '#web/components/cover-image';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { PageTitle } from '#web/components/page-title';
import { ShareButtons } from '#web/components/share-buttons';
import { StateMessage } from '#web/components/state-message';
import { isNotFound } from '#web/lib/api';
import { useAuth } from '#web/lib/auth';
import { paths } from '#common/paths';
import { articleQuery } from './api/article-query';
import { blogSource } from './api/article-source';
import { MorePosts } from './more-posts';

export function BlogDetailPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: post, status, error, refetch } = useQuery(articleQuery(blogSource, id, user?._id));

  if (status === 'pending') return <PageLoading />;

  if (status === 'error') {
    const missing = isNotFound(error);
    return (
      <div className="page-container pt-[calc(var(--header-tall)+3rem)] pb-20">
        <PageTitle title={missing ? 'Post not found' : 'Blog'} />
        {missing ? (
          <StateMessage
            title="We could not find that post."
            action={
              <Link to={paths.blog.getHref()} className="btn btn-primary">
                Read the Blog
              </Link>
            }
          >
            It may have been removed. Every other post is on the blog.
          </StateMessage>
        ) : (
          <LoadError title="The post could not be loaded." onRetry={() => void refetch()} />
        )}
      </div>
    );
  }

  const date = post.publishedAt ?? post.createdAt;
  return (
    <div className="page-container pt-[calc(var(--header-tall)+2.5rem)] pb-20">
      <article className="mx-auto max-w-4xl">
        <PageTitle title={post.BlogTitle} />
        <p className="flex flex-wrap items-center gap-3 text-sm font-semibold">
          <Link
            to={`${paths.blog.getHref()}?type=${encodeURIComponent(post.BlogType)}`}
            className="bg-brand-50 text-brand-700 hover:bg-brand-100 rounded-full px-3 py-1"
          >
            {post.BlogType}
          </Link>
          <span className="text-slate-500">{post.readingMinutes} min read</span>
          {!post.isPublished && <span className="text-slate-500">Draft</span>}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {post.BlogTitle}
        </h1>
        <p className="mt-3 text-slate-500">
          By <span className="text-ink font-semibold">{post.Instructor}</span> ·{' '}
          <time dateTime={date}>{formatDay(date)}</time>
        </p>
        <div className="mt-8 overflow-hidden rounded-2xl">
          <CoverImage src={post.BlogUrl} alt="" sizes={LEAD_PICTURE_SIZES.articleCover} priority />
        </div>
        <div className="mt-10">
          <ArticleBody html={post.html} />
        </div>
        <div className="mt-10 rounded-2xl bg-slate-50 p-6">
          <ShareButtons title={post.BlogTitle} />
        </div>
      </article>
      <div className="mx-auto mt-16 max-w-7xl">
        <MorePosts current={post._id} />
      </div>
    </div>
  );
}
