import { LEAD_PICTURE_SIZES } from '#common/images';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatDay } from '#common/format';
import { ArticleBody } from '#web/components/article-body';
import { CoverImage } from '#web/components/cover-image';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { PageTitle } from '#web/components/page-title';
import { ShareButtons } from './share-buttons';
import { StateMessage } from '#web/components/state-message';
import { isNotFound } from '#web/lib/api';
import { useAuth } from '#web/lib/auth';
import { paths } from '#common/paths';
import { articleQuery } from '../api/article-query';
import { blogSource } from '../api/article-source';
import { MorePosts } from './more-posts';
import { useLanguage } from '#web/lib/use-language';
import { useLocalized } from '#web/lib/use-localized';
import './messages';

export function BlogDetailPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const inLanguage = useLocalized();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: post, status, error, refetch } = useQuery(articleQuery(blogSource, id, user?._id));

  if (status === 'pending') return <PageLoading />;

  if (status === 'error') {
    const missing = isNotFound(error);
    return (
      <div className="page-container pt-[calc(var(--header-tall)+3rem)] pb-20">
        <PageTitle title={missing ? t`Post not found` : t`Blog`} />
        {missing ? (
          <StateMessage
            title={t`We could not find that post.`}
            action={
              <Link to={paths.blog.getHref()} className="btn btn-primary">
                <Trans>Read the Blog</Trans>
              </Link>
            }
          >
            <Trans>It may have been removed. Every other post is on the blog.</Trans>
          </StateMessage>
        ) : (
          <LoadError title={t`The post could not be loaded.`} onRetry={() => void refetch()} />
        )}
      </div>
    );
  }

  const date = post.publishedAt ?? post.createdAt;
  const title = inLanguage(post, 'BlogTitle');
  const minutes = post.readingMinutes;
  const instructor = post.Instructor;
  return (
    <div className="page-container pt-[calc(var(--header-tall)+2.5rem)] pb-20">
      <article className="mx-auto max-w-4xl">
        <PageTitle title={title} />
        <p className="flex flex-wrap items-center gap-3 text-sm font-semibold">
          <Link
            to={`${paths.blog.getHref()}?type=${encodeURIComponent(post.BlogType)}`}
            className="bg-brand-50 text-brand-700 hover:bg-brand-100 rounded-full px-3 py-1"
          >
            {post.BlogType}
          </Link>
          <span className="text-slate-500">
            <Trans>{minutes} min read</Trans>
          </span>
          {!post.isPublished && (
            <span className="text-slate-500">
              <Trans>Draft</Trans>
            </span>
          )}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-slate-500">
          <Trans>
            By <span className="text-ink font-semibold">{instructor}</span>
          </Trans>{' '}
          · <time dateTime={date}>{formatDay(date, language)}</time>
        </p>
        <div className="mt-8 overflow-hidden rounded-2xl">
          <CoverImage src={post.BlogUrl} alt="" sizes={LEAD_PICTURE_SIZES.articleCover} priority />
        </div>
        <div className="mt-10">
          <ArticleBody html={inLanguage(post, 'html')} />
        </div>
        <div className="mt-10 rounded-2xl bg-slate-50 p-6">
          <ShareButtons title={title} />
        </div>
      </article>
      <div className="mx-auto mt-16 max-w-7xl">
        <MorePosts current={post._id} />
      </div>
    </div>
  );
}
