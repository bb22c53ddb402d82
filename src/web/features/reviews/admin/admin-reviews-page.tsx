import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseSummaryDto } from '#common/schemas/courses';
import type { ReviewDto } from '#common/schemas/reviews';
import { reviewStatuses, type ReviewStatus } from '#common/reviews';
import { deleteColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { formatDate } from '#common/format';
import { toast } from '#web/lib/toast';
import { useDeleteReview } from '../api/delete-review';
import { reviewsPageQuery } from '../api/reviews-page-query';
import { useSetReviewStatus } from '../api/set-review-status';
import { HoldReviewsSwitch } from './hold-reviews-switch';
import './messages';

const statusLabel: Record<ReviewStatus, [MessageDescriptor, string]> = {
  published: [msg`Shown`, 'bg-green-100 text-green-800'],
  pending: [msg`Waiting`, 'bg-amber-100 text-amber-900'],
  hidden: [msg`Hidden`, 'bg-slate-100 text-slate-700'],
};

/** Show, approve or hide a review. */
function ReviewModeration({ review }: { review: ReviewDto }) {
  const { t } = useLingui();
  const setStatus = useSetReviewStatus();
  const [label, badge] = statusLabel[review.status];
  const next = review.status === 'published' ? 'hidden' : 'published';
  const action = review.status === 'pending' ? t`Approve` : next === 'hidden' ? t`Hide` : t`Show`;
  const change = async () => {
    try {
      await setStatus.mutateAsync({ id: review._id, status: next });
      toast.success(next === 'hidden' ? t`Review hidden` : t`Review shown`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`The review was not changed.`);
    }
  };
  return (
    <div className="flex items-center gap-3 whitespace-nowrap">
      <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${badge}`}>{t(label)}</span>
      <button
        type="button"
        disabled={setStatus.isPending}
        onClick={() => void change()}
        className="text-brand-700 relative text-sm font-semibold underline disabled:opacity-60"
      >
        {setStatus.isPending ? (
          t`Loading...`
        ) : (
          <Trans>
            {action}
            <span className="sr-only"> the review by {review.name}</span>
          </Trans>
        )}
      </button>
    </div>
  );
}

/** `courses`: every course, for the course filter (still loading when undefined). */
export function AdminReviewsPage({ courses = [] }: { courses?: CourseSummaryDto[] }) {
  const { t } = useLingui();
  const deleteReview = useDeleteReview();
  const columns: Column<ReviewDto>[] = [
    {
      header: t`Username`,
      cell: (row) => (
        <>
          <span className="block">{row.name}</span>
          {row.postedAs && (
            <span className="text-xs font-normal text-slate-600">
              <Trans>posted as “{row.postedAs}”</Trans>
            </span>
          )}
        </>
      ),
      className: 'text-ink font-medium',
      sortKey: 'name',
    },
    { header: t`Message`, cell: (row) => row.message, className: 'min-w-64' },
    {
      header: t`Course`,
      cell: (row) =>
        row.course ? (
          <>
            <span className="block">{row.course.courseTitle}</span>
            {row.verified && (
              <span className="text-xs font-semibold text-green-800">
                <Trans>Verified student</Trans>
              </span>
            )}
          </>
        ) : (
          '—'
        ),
    },
    {
      header: t`Date`,
      cell: (row) => formatDate(row.createdAt),
      className: 'whitespace-nowrap tabular-nums',
      sortKey: 'date',
    },
    { header: t`Status`, cell: (row) => <ReviewModeration review={row} />, sortKey: 'status' },
    deleteColumn({
      remove: (row) => deleteReview.mutateAsync(row._id),
      nameOf: (row) => t`the review by ${row.name}`,
      title: t`Delete this review?`,
      consequence: t`will be removed for good.`,
    }),
  ];
  return (
    <AdminListPage
      title={t`Reviews`}
      intro={t`What students have written about the institute. Hide a review to take it off the home page.`}
      actions={<HoldReviewsSwitch />}
      caption={t`Reviews`}
      columns={columns}
      rowKey={(row) => row._id}
      emptyText={t`No reviews yet.`}
      noMatchText={t`No reviews match.`}
      toolbar={{
        searchHint: t`Name or review text`,
        filters: [
          {
            name: 'status',
            label: t`Status`,
            all: t`All statuses`,
            options: reviewStatuses.map((status) => [status, t(statusLabel[status][0])] as const),
          },
          {
            name: 'course',
            label: t`Course`,
            all: t`All courses`,
            options: courses.map((course) => [course._id, course.courseTitle] as const),
          },
        ],
        dates: true,
        exportPath: '/review/export.csv',
      }}
      query={reviewsPageQuery}
    />
  );
}
