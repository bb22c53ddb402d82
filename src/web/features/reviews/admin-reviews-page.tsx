import type { CourseSummaryDto } from '#common/schemas/courses';
import type { ReviewDto } from '#common/schemas/reviews';
import { reviewStatuses, type ReviewStatus } from '#common/reviews';
import { deleteColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { formatDate } from '#common/format';
import { toast } from '#web/lib/toast';
import { useDeleteReview } from './api/delete-review';
import { reviewsPageQuery } from './api/reviews-page-query';
import { useSetReviewStatus } from './api/set-review-status';
import { HoldReviewsSwitch } from './hold-reviews-switch';

const statusLabel: Record<ReviewStatus, [string, string]> = {
  published: ['Shown', 'bg-green-100 text-green-800'],
  pending: ['Waiting', 'bg-amber-100 text-amber-900'],
  hidden: ['Hidden', 'bg-slate-100 text-slate-700'],
};

/** Show, approve or hide a review. */
function ReviewModeration({ review }: { review: ReviewDto }) {
  const setStatus = useSetReviewStatus();
  const [label, badge] = statusLabel[review.status];
  const next = review.status === 'published' ? 'hidden' : 'published';
  const action = review.status === 'pending' ? 'Approve' : next === 'hidden' ? 'Hide' : 'Show';
  const change = async () => {
    try {
      await setStatus.mutateAsync({ id: review._id, status: next });
      toast.success(next === 'hidden' ? 'Review hidden' : 'Review shown');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The review was not changed.');
    }
  };
  return (
    <div className="flex items-center gap-3 whitespace-nowrap">
      <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${badge}`}>{label}</span>
      <button
        type="button"
        disabled={setStatus.isPending}
        onClick={() => void change()}
        className="text-brand-700 relative text-sm font-semibold underline disabled:opacity-60"
      >
        {setStatus.isPending ? 'Loading...' : action}
        <span className="sr-only"> the review by {review.name}</span>
      </button>
    </div>
  );
}

const columnsWith = (remove: (row: ReviewDto) => Promise<unknown>): Column<ReviewDto>[] => [
  {
    header: 'Username',
    cell: (row) => (
      <>
        <span className="block">{row.name}</span>
        {row.postedAs && (
          <span className="text-xs font-normal text-slate-600">posted as “{row.postedAs}”</span>
        )}
      </>
    ),
    className: 'text-ink font-medium',
    sortKey: 'name',
  },
  { header: 'Message', cell: (row) => row.message, className: 'min-w-64' },
  {
    header: 'Course',
    cell: (row) =>
      row.course ? (
        <>
          <span className="block">{row.course.courseTitle}</span>
          {row.verified && (
            <span className="text-xs font-semibold text-green-800">Verified student</span>
          )}
        </>
      ) : (
        '—'
      ),
  },
  {
    header: 'Date',
    cell: (row) => formatDate(row.createdAt),
    className: 'whitespace-nowrap tabular-nums',
    sortKey: 'date',
  },
  { header: 'Status', cell: (row) => <ReviewModeration review={row} />, sortKey: 'status' },
  deleteColumn({
    remove,
    nameOf: (row) => `the review by ${row.name}`,
    title: 'Delete this review?',
    consequence: 'will be removed for good.',
  }),
];

/** `courses`: every course, for the course filter (still loading when undefined). */
export function AdminReviewsPage({ courses = [] }: { courses?: CourseSummaryDto[] }) {
  const deleteReview = useDeleteReview();
  return (
    <AdminListPage
      title="Reviews"
      intro="What students have written about the institute. Hide a review to take it off the home page."
      actions={<HoldReviewsSwitch />}
      caption="Reviews"
      columns={columnsWith((row) => deleteReview.mutateAsync(row._id))}
      rowKey={(row) => row._id}
      emptyText="No reviews yet."
      noMatchText="No reviews match."
      toolbar={{
        searchHint: 'Name or review text',
        filters: [
          {
            name: 'status',
            label: 'Status',
            all: 'All statuses',
            options: reviewStatuses.map((status) => [status, statusLabel[status][0]] as const),
          },
          {
            name: 'course',
            label: 'Course',
            all: 'All courses',
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
