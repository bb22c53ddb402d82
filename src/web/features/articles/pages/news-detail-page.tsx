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
import { useSiteSettings } from '#web/lib/site-settings';
import { articleQuery } from '../api/article-query';
import { newsSource } from '../api/article-source';
import { MoreNews } from './more-news';
import { useLanguage } from '#web/lib/use-language';
import { useLocalized } from '#web/lib/use-localized';
import './messages';

export function NewsDetailPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const inLanguage = useLocalized();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { chatGroupUrl } = useSiteSettings();
  const { data: news, status, error, refetch } = useQuery(articleQuery(newsSource, id, user?._id));

  if (status === 'pending') return <PageLoading />;

  if (status === 'error') {
    const missing = isNotFound(error);
    return (
      <div className="page-container pt-[calc(var(--header-tall)+3rem)] pb-20">
        <PageTitle title={missing ? t`News not found` : t`News`} />
        {missing ? (
          <StateMessage
            title={t`We could not find that news item.`}
            action={
              <Link to={paths.home.getHref()} className="btn btn-primary">
                <Trans>Go to Home</Trans>
              </Link>
            }
          >
            <Trans>It may have been removed. The latest news is at the foot of every page.</Trans>
          </StateMessage>
        ) : (
          <LoadError title={t`The news item could not be loaded.`} onRetry={() => void refetch()} />
        )}
      </div>
    );
  }

  const date = news.publishedAt ?? news.createdAt;
  const headline = inLanguage(news, 'newsHeadline');
  return (
    <div className="page-container pt-[calc(var(--header-tall)+2.5rem)] pb-20">
      <article className="mx-auto max-w-4xl">
        <PageTitle title={headline} />
        <p className="text-brand-700 text-sm font-bold tracking-wider uppercase">
          {news.isPublished ? t`News` : t`News · Draft`}
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{headline}</h1>
        <time dateTime={date} className="mt-3 block text-slate-500">
          {formatDay(date, language)}
        </time>
        <div className="mt-8 overflow-hidden rounded-2xl">
          <CoverImage
            src={news.newsImage}
            alt=""
            sizes={LEAD_PICTURE_SIZES.articleCover}
            priority
          />
        </div>
        <div className="mt-10">
          <ArticleBody html={inLanguage(news, 'html')} />
        </div>
        <div className="mt-10 flex flex-col gap-6 rounded-2xl bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <a
            href={chatGroupUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-primary"
          >
            <Trans>Join Our Group</Trans>
          </a>
          <ShareButtons title={headline} />
        </div>
        <div className="mt-16">
          <MoreNews current={news._id} />
        </div>
      </article>
    </div>
  );
}
