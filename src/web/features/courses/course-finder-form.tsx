import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent, type ReactNode } from 'react';
import { COURSE_SORTS, courseSortLabels } from '#common/schemas/course-search';
import { COURSE_LEVELS, COURSE_MODES, courseModeLabels } from '#common/schemas/courses';
import { courseFiltersQuery } from './api/course-filters-query';
import type { FinderField, FinderState } from './use-course-finder';

interface CourseFinderFormProps {
  state: FinderState;
  onChange: (next: Partial<FinderState>) => void;
}

interface ChoiceProps {
  field: FinderField;
  label: string;
  value: string;
  onChange: (next: Partial<FinderState>) => void;
  children: ReactNode;
}

/** A filter that applies as soon as it is chosen. */
function Choice({ field, label, value, onChange, children }: ChoiceProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-ink block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange({ [field]: event.target.value })}
        className="input mt-1.5 w-full"
      >
        {children}
      </select>
    </div>
  );
}

/** Search words and a price range (applied with the button), filters and sort (applied at once). */
export function CourseFinderForm({ state, onChange }: CourseFinderFormProps) {
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

  return (
    <form
      role="search"
      aria-label="Find a course"
      onSubmit={submit}
      className="card space-y-4"
      key={`${state.q}|${state.minPrice}|${state.maxPrice}`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-q`} className="text-ink block text-sm font-semibold">
            Search courses
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={state.q}
            maxLength={100}
            placeholder="Course, topic or instructor"
            className="input mt-1.5 w-full"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Choice field="category" label="Category" value={state.category} onChange={onChange}>
          <option value="">All categories</option>
          {withCurrent(options?.categories, state.category).map((category) => (
            <option key={category}>{category}</option>
          ))}
        </Choice>
        <Choice field="level" label="Level" value={state.level} onChange={onChange}>
          <option value="">All levels</option>
          {COURSE_LEVELS.map((level) => (
            <option key={level}>{level}</option>
          ))}
        </Choice>
        <Choice field="language" label="Language" value={state.language} onChange={onChange}>
          <option value="">All languages</option>
          {withCurrent(options?.languages, state.language).map((language) => (
            <option key={language}>{language}</option>
          ))}
        </Choice>
        <Choice field="mode" label="Mode" value={state.mode} onChange={onChange}>
          <option value="">Online or offline</option>
          {COURSE_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {courseModeLabels[mode]}
            </option>
          ))}
        </Choice>
        <div>
          <label htmlFor={`${id}-min`} className="text-ink block text-sm font-semibold">
            Min price (₹)
          </label>
          <input
            id={`${id}-min`}
            name="minPrice"
            type="number"
            min={0}
            inputMode="numeric"
            defaultValue={state.minPrice}
            placeholder={options ? String(Math.floor(options.lowestPrice)) : ''}
            className="input mt-1.5 w-full"
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`} className="text-ink block text-sm font-semibold">
            Max price (₹)
          </label>
          <input
            id={`${id}-max`}
            name="maxPrice"
            type="number"
            min={0}
            inputMode="numeric"
            defaultValue={state.maxPrice}
            placeholder={options ? String(Math.ceil(options.highestPrice)) : ''}
            className="input mt-1.5 w-full"
          />
        </div>
        <div className="col-span-2">
          <Choice field="sort" label="Sort by" value={state.sort} onChange={onChange}>
            {COURSE_SORTS.map((sort) => (
              <option key={sort} value={sort === 'newest' ? '' : sort}>
                {courseSortLabels[sort]}
              </option>
            ))}
          </Choice>
        </div>
      </div>
    </form>
  );
}
