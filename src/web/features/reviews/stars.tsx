import { useLingui } from '@lingui/react/macro';
import { RATING_STARS } from '#common/reviews';
import './messages';

/** One star of a rating's five, filled or outlined. */
export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`size-5 ${filled ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-400'}`}
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}

/** A rating as five stars, read out as "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  const whole = Math.round(rating);
  return (
    <span role="img" aria-label={t`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
      {RATING_STARS.map((star) => (
        <StarIcon key={star} filled={star <= whole} />
      ))}
    </span>
  );
}
