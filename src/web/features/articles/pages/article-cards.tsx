import type { ReactNode } from 'react';
import { CardSkeletons } from '#web/components/card-skeletons';
import { LoadError } from '#web/components/load-error';
import { Pagination } from '#web/components/pagination';
import { StateMessage } from '#web/components/state-message';
import type { ArticlePage } from '../api/article-page-query';

interface ArticleCardsProps<Dto> {
  /** The list query's state, as `useQuery` answers it. */
  status: 'pending' | 'error' | 'success';
  data: ArticlePage<Dto> | undefined;
  isPlaceholderData: boolean;
  refetch: () => unknown;
  page: number;
  setPage: (page: number) => void;
  /** The list's words: while loading, on failure, the pagination's label, the empty list's. */
  words: { loading: string; error: string; label: string; empty: string; emptyHint: string };
  card: (article: Dto, index: number) => ReactNode;
}

/** A list page's cards: skeletons while loading, a retry, an empty message, or the grid and pages. */
export function ArticleCards<Dto>({
  status,
  data,
  isPlaceholderData,
  refetch,
  page,
  setPage,
  words,
  card,
}: ArticleCardsProps<Dto>) {
  if (status === 'pending') return <CardSkeletons label={words.loading} />;
  if (status === 'error' || !data)
    return <LoadError title={words.error} onRetry={() => void refetch()} />;
  if (data.rows.length === 0)
    return <StateMessage title={words.empty}>{words.emptyHint}</StateMessage>;
  return (
    <div className="space-y-10">
      <div
        aria-busy={isPlaceholderData}
        className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${
          isPlaceholderData ? 'opacity-60' : ''
        }`}
      >
        {data.rows.map(card)}
      </div>
      <div className="flex justify-center">
        <Pagination
          page={page}
          pageCount={data.pages}
          onPageChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          label={words.label}
        />
      </div>
    </div>
  );
}
