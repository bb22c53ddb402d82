import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { COURSE_SORTS } from '#common/course-search';
import { COURSE_LEVELS, COURSE_MODES } from '#common/courses';
import { useLocalized } from '#web/lib/use-localized';
import { courseFiltersQuery } from '../api/course-filters-query';
import { levelLabels, modeLabels } from '../course-labels';
import { sortLabels } from './sort-labels';
import type { FinderField, FinderState } from './use-course-finder';
import './messages';

interface CourseFinderFormProps {
  state: FinderState;
  onChange: (next: Partial<FinderState>) => void;
}

interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoiceProps {
  field: FinderField;
  label: string;
  value: string;
  onChange: (next: Partial<FinderState>) => void;
  /** The first option, which chooses no filter (omitted for the sort, which always has one). */
  all?: string;
  options: readonly ChoiceOption[];
}

/** A filter that applies as soon as it is chosen. */
function Choice({ field, label, value, onChange, all, options }: ChoiceProps) {
  const id = useId();
  // A row of its own on a phone: two side by side would cut "All categories" short.
  return (
    <div className="col-span-2 sm:col-span-1">
      <label htmlFor={id} className="text-ink block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange({ [field]: event.target.value })}
        className="input mt-1.5 w-full"
      >
        {all !== undefined && <option value="">{all}</option>}
        {options.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface PriceProps {
  name: 'minPrice' | 'maxPrice';
  label: string;
  value: string;
  placeholder: string;
}

/** One end of the price range, applied with the search button. */
function Price({ name, label, value, placeholder }: PriceProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-ink block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        min={0}
        inputMode="numeric"
        defaultValue={value}
        placeholder={placeholder}
        className="input mt-1.5 w-full"
      />
    </div>
  );
}

/** Search words and a price range (applied with the button), filters and sort (applied at once). */
export function CourseFinderForm({ state, onChange }: CourseFinderFormProps) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const id = useId();
  const { data: options } = useQuery(courseFiltersQuery);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onChange({ q: text('q'), minPrice: text('minPrice'), maxPrice: text('maxPrice') });
  };
  // A choice the address holds stays listed even if no course has it any more.
  const withCurrent = (list: string[] = [], current: string) =>
    current && !list.includes(current) ? [current, ...list] : list;
  // Each chooses by its English name, and reads in the Hindi a course gives it on a Hindi page.
  const named = (names: string[] = [], namesHi: (string | null)[] = [], current: string) =>
    withCurrent(names, current).map((name) => ({
      value: name,
      label: inLanguage({ name, nameHi: namesHi[names.indexOf(name)] }, 'name'),
    }));

  return (
    <form
      role="search"
      aria-label={t`Find a course`}
      onSubmit={submit}
      className="card space-y-4"
      key={`${state.q}|${state.minPrice}|${state.maxPrice}`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-q`} className="text-ink block text-sm font-semibold">
            <Trans>Search courses</Trans>
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={state.q}
            maxLength={100}
            placeholder={t`Course, topic or instructor`}
            className="input mt-1.5 w-full"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          <Trans>Search</Trans>
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Choice
          field="category"
          label={t`Category`}
          all={t`All categories`}
          options={named(options?.categories, options?.categoriesHi, state.category)}
          value={state.category}
          onChange={onChange}
        />
        <Choice
          field="level"
          label={t`Level`}
          all={t`All levels`}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: t(levelLabels[level]) }))}
          value={state.level}
          onChange={onChange}
        />
        <Choice
          field="language"
          label={t`Language`}
          all={t`All languages`}
          options={named(options?.languages, options?.languagesHi, state.language)}
          value={state.language}
          onChange={onChange}
        />
        <Choice
          field="mode"
          label={t`Mode`}
          all={t`Online or offline`}
          options={COURSE_MODES.map((mode) => ({ value: mode, label: t(modeLabels[mode]) }))}
          value={state.mode}
          onChange={onChange}
        />
        <Price
          name="minPrice"
          label={t`Min price (₹)`}
          value={state.minPrice}
          placeholder={options ? String(Math.floor(options.lowestPrice)) : ''}
        />
        <Price
          name="maxPrice"
          label={t`Max price (₹)`}
          value={state.maxPrice}
          placeholder={options ? String(Math.ceil(options.highestPrice)) : ''}
        />
        <div className="col-span-2">
          <Choice
            field="sort"
            label={t`Sort by`}
            options={COURSE_SORTS.map((sort) => ({
              value: sort === 'newest' ? '' : sort,
              label: t(sortLabels[sort]),
            }))}
            value={state.sort}
            onChange={onChange}
          />
        </div>
      </div>
    </form>
  );
}
