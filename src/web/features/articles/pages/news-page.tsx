import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb } from '#web/components/breadcrumb';
import { PageIntro } from '#web/components/page-intro';
import { useAuth } from '#web/lib/auth';
import { usePageParam } from '#web/lib/use-page-param';
import { articlePageQuery } from '../api/article-page-query';
import { newsSource } from '../api/article-source';
import { ArticleCards } from './article-cards';
import { NewsCard } from './news-card';
import { pages } from '#common/pages';
import './messages';

/** Every news item, newest first, a page of cards at a time. */
export function NewsPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const [page, setPage] = usePageParam();
  const { data, status, refetch, isPlaceholderData } = useQuery(
    articlePageQuery(newsSource, page, user?._id),
  );
  return (
    <>
      <PageIntro title={t`News`}>
        <Breadcrumb
          trail={[
            { name: t`Home`, path: pages.home.path },
            { name: t`News`, path: pages.news.path },
          ]}
        />
        <p className="mt-3">
          <Trans>What is new at the institute: batches, events, results and more.</Trans>
        </p>
      </PageIntro>
      <div className="page-container pb-20">
        <ArticleCards
          status={status}
          data={data}
          isPlaceholderData={isPlaceholderData}
          refetch={refetch}
          page={page}
          setPage={setPage}
          words={{
            loading: t`Loading news…`,
            error: t`The news could not be loaded.`,
            label: t`News`,
            empty: t`No news yet.`,
            emptyHint: t`Please check back soon.`,
          }}
          card={(news, index) => <NewsCard key={news._id} news={news} priority={index === 0} />}
        />
      </div>
    </>
  );
}
