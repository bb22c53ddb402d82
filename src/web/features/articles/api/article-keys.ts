/**
 * Admins also see drafts, so the viewer's id is part of every key; `articleKeys(kind).all` covers
 * every query of that kind, and every write to one of its articles invalidates it.
 */
export const articleKeys = (kind: 'blog' | 'news') => ({
  all: [kind] as const,
  page: (viewerId: string, page: number, type: string) =>
    [kind, viewerId, 'page', page, type] as const,
  item: (viewerId: string, id: string) => [kind, viewerId, 'item', id] as const,
  table: (page: number, view: string) => [kind, 'table', page, view] as const,
});
