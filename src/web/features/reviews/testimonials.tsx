import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReviewDto } from '#common/schemas/reviews';
import { Avatar } from '#web/components/avatar';
import { Carousel } from '#web/components/carousel';
import { useAuth } from '#web/lib/auth';
import { shownReviewsQuery } from './api/shown-reviews-query';
import { Stars } from './stars';
import './messages';

function Testimonial({ review }: { review: ReviewDto }) {
  const { postedAs } = review;
  const courseTitle = review.course?.courseTitle;
  return (
    <figure className="mx-auto flex h-full max-w-3xl flex-col items-center rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
      {review.rating !== null && (
        <div className="mb-4">
          <Stars rating={review.rating} />
        </div>
      )}
      <blockquote className="text-ink text-lg leading-relaxed sm:text-xl">
        “{review.message}”
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 text-left">
        <Avatar src={review.reviewImage} className="size-14" />
        <span>
          <span className="text-ink block font-bold">{review.name}</span>
          {review.postedAs && (
            <span className="block text-sm text-slate-600">
              <Trans>posted as “{postedAs}”</Trans>
            </span>
          )}
          <span className="block text-sm text-slate-500">
            <Trans>India</Trans>
          </span>
          {review.verified && review.course && (
            <span className="mt-1 block text-xs font-semibold text-green-800">
              <Trans>Verified student · {courseTitle}</Trans>
            </span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

/** The home page's "What our Student Saying"; hidden while there are no shown reviews. */
export function Testimonials() {
  const { t } = useLingui();
  const { user } = useAuth();
  const { data: reviews } = useQuery(shownReviewsQuery(user?._id));
  if (!reviews?.length) return null;
  return (
    <section aria-labelledby="testimonials" className="bg-brand-50/60 py-20">
      <div className="page-container">
        <p className="text-brand-700 text-center text-sm font-semibold tracking-wide uppercase">
          <Trans>Testimonials</Trans>
        </p>
        <h2 id="testimonials" className="mt-2 text-center text-3xl font-extrabold tracking-tight">
          <Trans>What our Student Saying</Trans>
        </h2>
        <div className="mt-10">
          <Carousel label={t`What our students say`} slideClassName="basis-full" autoplayMs={4000}>
            {reviews.map((review) => (
              <Testimonial key={review._id} review={review} />
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
