import { useSearchParams } from 'react-router';
import { pageOf } from '#web/lib/use-page-param';

/** The finder's fields as they stand in the address: `/courses?q=python&mode=online&page=2`. */
export const FINDER_FIELDS = [
  'q',
  'category',
  'level',
  'language',
  'mode',
  'minPrice',
  'maxPrice',
  'sort',
] as const;
export type FinderField = (typeof FINDER_FIELDS)[number];
export type FinderState = Record<FinderField, string>;

const finderState = (params: URLSearchParams) =>
  Object.fromEntries(FINDER_FIELDS.map((field) => [field, params.get(field) ?? ''])) as FinderState;

/** The API's query string for an address's search: its fields and the page. */
export function finderApiQuery(params: URLSearchParams): string {
  const state = finderState(params);
  return new URLSearchParams([
    ...FINDER_FIELDS.filter((field) => state[field]).map((field) => [field, state[field]]),
    ['page', String(pageOf(params))],
  ]).toString();
}

/**
 * The course finder's search, filters, sort and page, kept in the address so a search can be
 * shared and the back button undoes a change. A change starts again from the first page.
 */
export function useCourseFinder() {
  const [params, setParams] = useSearchParams();
  const state = finderState(params);
  const page = pageOf(params);
  const filtered = FINDER_FIELDS.some((field) => field !== 'sort' && state[field] !== '');

  const change = (next: Partial<FinderState>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      for (const [field, value] of Object.entries(next)) {
        if (value) updated.set(field, value);
        else updated.delete(field);
      }
      return updated;
    });
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  const clear = () =>
    setParams((current) => {
      const sort = current.get('sort');
      return sort ? new URLSearchParams({ sort }) : new URLSearchParams();
    });

  return { state, page, filtered, change, setPage, clear, apiQuery: finderApiQuery(params) };
}
