import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

/** The address parameters of an admin table's view, besides its page. */
export const viewParams = [
  'q',
  'status',
  'course',
  'mode',
  'kind',
  'from',
  'to',
  'sort',
  'dir',
] as const;
export type ViewParam = (typeof viewParams)[number];
export type ListViewState = Partial<Record<ViewParam, string>>;

/**
 * The table's search, filters and sort, kept in the address so a view can be shared,
 * bookmarked and reloaded. `query` is the view as the API takes it (without the page).
 */
export function useListView() {
  const [params, setParams] = useSearchParams();
  const view: ListViewState = {};
  const query = new URLSearchParams();
  for (const name of viewParams) {
    const value = params.get(name);
    if (value) {
      view[name] = value;
      query.set(name, value);
    }
  }
  // A changed view starts again from its first page.
  const setView = (next: ListViewState) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      for (const name of viewParams) {
        const value = next[name];
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      return updated;
    });
  /**
   * Sorts by the column in the direction given, else ascending first and the other way on a
   * second click; no column means the table's own order.
   */
  const sortBy = (key: string, dir?: SortDirection) =>
    setView({
      ...view,
      sort: key,
      dir: !key ? '' : (dir ?? (view.sort === key && view.dir !== 'desc' ? 'desc' : 'asc')),
    });
  return { view, query: query.toString(), setView, sortBy };
}
