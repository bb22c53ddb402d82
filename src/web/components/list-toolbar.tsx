import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { API_PREFIX } from '#common/api';
import type { ListViewState, ViewParam } from '../lib/use-list-view';
import { useWords, type Words } from './data-table';
import '../app/admin-messages';

export interface ListFilter {
  name: Extract<ViewParam, 'status' | 'course' | 'mode' | 'kind'>;
  label: Words;
  /** The choice that filters nothing: "All statuses". */
  all: Words;
  options: readonly (readonly [value: string, label: Words])[];
}

export interface ListToolbarOptions {
  /** What the search looks through: "Name, e-mail or phone". */
  searchHint: string;
  filters?: ListFilter[];
  /** Whether the table has a date range. */
  dates?: boolean;
  /** The export's address under the API, e.g. `/payment/export.csv`. */
  exportPath: string;
}

interface ListToolbarProps extends ListToolbarOptions {
  view: ListViewState;
  query: string;
  onChange: (next: ListViewState) => void;
}

/** Search, filters, a date range and the CSV export of exactly this view, above a table. */
export function ListToolbar({
  view,
  query,
  onChange,
  searchHint,
  filters = [],
  dates = false,
  exportPath,
}: ListToolbarProps) {
  const { t } = useLingui();
  const say = useWords();
  const id = useId();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onChange({ ...view, q: typeof q === 'string' ? q.trim() : '' });
  };
  const label = 'text-ink block text-sm font-semibold';
  return (
    <div className="flex w-full flex-wrap items-end gap-3">
      {filters.map((filter) => (
        <div key={filter.name} className="max-w-full">
          <label htmlFor={`${id}-${filter.name}`} className={label}>
            {say(filter.label)}
          </label>
          <select
            id={`${id}-${filter.name}`}
            value={view[filter.name] ?? ''}
            onChange={(event) => onChange({ ...view, [filter.name]: event.target.value })}
            className="input mt-1.5"
          >
            <option value="">{say(filter.all)}</option>
            {filter.options.map(([value, text]) => (
              <option key={value} value={value}>
                {say(text)}
              </option>
            ))}
          </select>
        </div>
      ))}
      {dates &&
        (['from', 'to'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className={label}>
              {name === 'from' ? t`From` : t`To`}
            </label>
            <input
              id={`${id}-${name}`}
              type="date"
              value={view[name] ?? ''}
              onChange={(event) => onChange({ ...view, [name]: event.target.value })}
              className="input mt-1.5"
            />
          </div>
        ))}
      <form role="search" onSubmit={search} className="flex min-w-64 flex-1 items-end gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-q`} className={label}>
            <Trans>Search</Trans>
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            key={view.q}
            defaultValue={view.q}
            placeholder={searchHint}
            minLength={3}
            maxLength={100}
            className="input mt-1.5"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          <Trans>Search</Trans>
        </button>
      </form>
      <a
        href={`${API_PREFIX}${exportPath}${query ? `?${query}` : ''}`}
        download
        className="btn btn-outline"
      >
        <Trans>Export CSV</Trans>
      </a>
    </div>
  );
}
