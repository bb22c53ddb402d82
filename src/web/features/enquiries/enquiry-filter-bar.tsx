import { useId, type FormEvent } from 'react';
import { enquiryStatusLabels, enquiryStatuses } from '#common/schemas/enquiries';
import type { EnquiryFilters } from './api/enquiry-keys';

interface EnquiryFilterBarProps {
  filters: EnquiryFilters;
  onChange: (next: EnquiryFilters) => void;
  /** What the search looks through: "name, phone or e-mail". */
  searchHint: string;
}

/** Status filter and search above an enquiry list. */
export function EnquiryFilterBar({ filters, onChange, searchHint }: EnquiryFilterBarProps) {
  const id = useId();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onChange({ ...filters, q: typeof q === 'string' ? q.trim() : '' });
  };
  return (
    <div className="flex w-full flex-wrap items-end gap-3">
      <div>
        <label htmlFor={`${id}-status`} className="text-ink block text-sm font-semibold">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value })}
          className="input mt-1.5"
        >
          <option value="">All statuses</option>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {enquiryStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <form role="search" onSubmit={search} className="flex flex-1 items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-q`} className="text-ink block text-sm font-semibold">
            Search
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            key={filters.q}
            defaultValue={filters.q}
            placeholder={searchHint}
            className="input mt-1.5"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
    </div>
  );
}
