import { useSearchParams } from 'react-router';

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

/**
 * The course finder's search, filters, sort and page, kept in the address so a search can be
 * shared and the back button undoes a change. A change starts again from the first page.
 */
export function useCourseFinder() {
  const [params, setParams] = useSearchParams();
  const state = Object.fromEntries(
    FINDER_FIELDS.map((field) => [field, params.get(field) ?? '']),
  ) as FinderState;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
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

  /** The API's query string: the address's fields and the page. */
  const apiQuery = new URLSearchParams([
    ...FINDER_FIELDS.filter((field) => state[field]).map((field) => [field, state[field]]),
    ['page', String(page)],
  ]).toString();

  return { state, page, filtered, change, setPage, clear, apiQuery };
}
