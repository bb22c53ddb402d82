import { useQuery } from '@tanstack/react-query';
import { Breadcrumb } from '#web/components/breadcrumb';
import { PageIntro } from '#web/components/page-intro';
import { useAuth } from '#web/lib/auth';
import { usePageParam } from '#web/lib/use-page-param';
import { articlePageQuery } from './api/article-page-query';
import { newsSource } from './api/article-source';
import { ArticleCards } from './article-cards';
import { NewsCard } from './news-card';
import { pages } from '#common/pages';

/** Every news item, newest first, a page of cards at a time. */
export function NewsPage() {
  const { user } = useAuth();
  const [page, setPage] = usePageParam();
  const { data, status, refetch, isPlaceholderData } = useQuery(
    articlePageQuery(newsSource, page, user?._id),
  );
  return (
    <>
      <PageIntro title={pages.news.title}>
        <Breadcrumb trail={pages.news.breadcrumb} />
        <p className="mt-3">What is new at the institute: batches, events, results and more.</p>
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
            plural: 'news',
            label: 'News',
            empty: 'No news yet.',
            emptyHint: 'Please check back soon.',
          }}
          card={(news, index) => <NewsCard key={news._id} news={news} priority={index === 0} />}
        />
      </div>
    </>
  );
}
