/**
 * Admins also see drafts, so the viewer's id is part of every key; `newsKeys.all` covers every
 * news query, and every write to news invalidates it.
 */
export const newsKeys = {
  all: ['news'] as const,
  page: (viewerId: string, page: number) => ['news', viewerId, 'page', page] as const,
  table: (page: number, view: string) => ['news', 'table', page, view] as const,
  item: (viewerId: string, id: string) => ['news', viewerId, 'item', id] as const,
};
