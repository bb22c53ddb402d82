import { useSearchParams } from 'react-router';

/** The list page an address asks for (`?page=2`); the first when it names none or no number. */
export const pageOf = (params: URLSearchParams): number =>
  Math.max(1, Math.floor(Number(params.get('page'))) || 1);

/** The list page in the address (`?page=2`), so reloading or sharing keeps it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  return [page, setPage];
}
