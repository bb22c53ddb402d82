import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CardSkeletons } from '../../components/card-skeletons';
import { LoadError } from '../../components/load-error';
import { PageIntro } from '../../components/page-intro';
import { Pagination } from '../../components/pagination';
import { StateMessage } from '../../components/state-message';
import { useAuth } from '../../lib/auth';
import { usePageParam } from '../../lib/use-page-param';
import { articlePageQuery } from './api/article-page-query';
import { blogSource } from './api/article-source';
import { BlogCard } from './blog-card';
import { BlogTypeFilter } from './blog-type-filter';
import { pages } from '#common/pages';

export function BlogPage() {
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

  let content;
  if (status === 'pending') content = <CardSkeletons label="Loading posts…" />;
  else if (status === 'error')
    content = <LoadError title="The posts could not be loaded." onRetry={() => void refetch()} />;
  else if (data.rows.length === 0)
    content = (
      <StateMessage title={type ? `No ${type} posts yet.` : 'No posts yet.'}>
        Our instructors are writing. Please check back soon.
      </StateMessage>
    );
  else
    content = (
      <div className="space-y-10">
        <div
          aria-busy={isPlaceholderData}
          className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${
            isPlaceholderData ? 'opacity-60' : ''
          }`}
        >
          {data.rows.map((post, index) => (
            <BlogCard key={post._id} post={post} priority={index === 0} />
          ))}
        </div>
        <div className="flex justify-center">
          <Pagination
            page={page}
            pageCount={data.pages}
            onPageChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            label="Blog"
          />
        </div>
      </div>
    );

  return (
    <>
      <PageIntro title={pages.blog.title}>
        Articles, tutorials and career advice from our instructors.
      </PageIntro>
      <div className="page-container space-y-8 pb-20">
        <BlogTypeFilter types={data?.types ?? []} selected={type} onSelect={chooseType} />
        {content}
      </div>
    </>
  );
}
