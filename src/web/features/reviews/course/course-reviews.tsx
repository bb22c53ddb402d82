import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReviewDto } from '#common/schemas/reviews';
import { Avatar } from '#web/components/avatar';
import { courseReviewsQuery } from '../api/course-reviews-query';
import { Stars } from '../stars';
import './messages';

function CourseReview({ review }: { review: ReviewDto }) {
  return (
    <li className="card">
      <div className="flex items-center gap-3">
        <Avatar src={review.reviewImage} className="size-11" />
        <div>
          <p className="text-ink font-semibold">{review.name}</p>
          {review.verified && (
            <p className="text-xs font-semibold text-green-800">
              <Trans>Verified student</Trans>
            </p>
          )}
        </div>
      </div>
      {review.rating !== null && (
        <div className="mt-3">
          <Stars rating={review.rating} />
        </div>
      )}
      <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{review.message}</p>
    </li>
  );
}

/** The shown reviews naming a course, newest first, under their average rating and count. */
export function CourseReviews({ courseId }: { courseId: string }) {
  const { data } = useQuery(courseReviewsQuery(courseId));
  if (!data) return null;
  const { average, ratingCount, reviewCount } = data;
  return (
    <section aria-labelledby="course-reviews">
      <h2 id="course-reviews" className="text-2xl font-bold">
        <Trans>Student reviews</Trans>
      </h2>
      {reviewCount === 0 ? (
        <p className="mt-3 text-slate-600">
          <Trans>No one has reviewed this course yet.</Trans>
        </p>
      ) : (
        <>
          <p className="mt-3 flex flex-wrap items-center gap-3 text-slate-700">
            {average !== null && (
              <>
                <Stars rating={average} />
                <span>
                  <Trans>
                    <strong className="text-ink">{average}</strong> out of 5 from{' '}
                    <Plural value={ratingCount} one="# rating" other="# ratings" />
                  </Trans>
                  {' · '}
                </span>
              </>
            )}
            <span>
              <Plural value={reviewCount} one="# review" other="# reviews" />
            </span>
          </p>
          <ul className="mt-6 grid gap-5 md:grid-cols-2">
            {data.data.map((review) => (
              <CourseReview key={review._id} review={review} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
