import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { RATING_STARS } from '#common/reviews';
import { StarIcon } from '../stars';
import './messages';

interface StarRatingInputProps {
  name: string;
  value: number | undefined;
  onChange: (rating: number | undefined) => void;
  error?: string;
}

/**
 * An optional rating of one to five stars: a group of radio buttons (arrow keys move between
 * them), each shown as a star and named "3 stars"; a chosen rating can be cleared.
 */
export function StarRatingInput({ name, value, onChange, error }: StarRatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-ink text-sm font-semibold">
        <Trans>Your rating (optional)</Trans>
      </legend>
      <div className="mt-1.5 flex items-center gap-1">
        {RATING_STARS.map((stars) => (
          <label key={stars} className="relative cursor-pointer p-0.5">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={Boolean(error)}
              className="peer sr-only"
            />
            <span className="peer-focus-visible:outline-brand-600 block rounded peer-focus-visible:outline-2">
              <StarIcon filled={value !== undefined && stars <= value} />
            </span>
            <span className="sr-only">
              <Plural value={stars} one="# star" other="# stars" />
            </span>
          </label>
        ))}
        {value !== undefined && (
          <button
            type="button"
            className="ml-3 text-sm text-slate-600 underline"
            onClick={() => onChange(undefined)}
          >
            <Trans>Clear rating</Trans>
          </button>
        )}
      </div>
      <p
        id={errorId}
        aria-live="polite"
        className="mt-1 text-sm font-medium text-red-700 empty:hidden"
      >
        {error}
      </p>
    </fieldset>
  );
}
