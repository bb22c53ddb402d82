import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageIntro } from '#web/components/page-intro';
import { useAuth } from '#web/lib/auth';
import { usePageParam } from '#web/lib/use-page-param';
import { articlePageQuery } from '../api/article-page-query';
import { blogSource } from '../api/article-source';
import { ArticleCards } from './article-cards';
import { BlogCard } from './blog-card';
import { BlogTypeFilter } from './blog-type-filter';
import './messages';

export function BlogPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const type = params.get('type') ?? '';
  const { data, status, refetch, isPlaceholderData } = useQuery(
    articlePageQuery(blogSource, page, user?._id, type),
  );

  // A new type starts again from its first page.
  const chooseType = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      if (next) updated.set('type', next);
      else updated.delete('type');
      return updated;
    });

  return (
    <>
      <PageIntro title={t`Blog`}>
        <Trans>Articles, tutorials and career advice from our instructors.</Trans>
      </PageIntro>
      <div className="page-container space-y-8 pb-20">
        <BlogTypeFilter types={data?.types ?? []} selected={type} onSelect={chooseType} />
        <ArticleCards
          status={status}
          data={data}
          isPlaceholderData={isPlaceholderData}
          refetch={refetch}
          page={page}
          setPage={setPage}
          words={{
            loading: t`Loading posts…`,
            error: t`The posts could not be loaded.`,
            label: t`Blog`,
            empty: type ? t`No ${type} posts yet.` : t`No posts yet.`,
            emptyHint: t`Our instructors are writing. Please check back soon.`,
          }}
          card={(post, index) => <BlogCard key={post._id} post={post} priority={index === 0} />}
        />
      </div>
    </>
  );
}
