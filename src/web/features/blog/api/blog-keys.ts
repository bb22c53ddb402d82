/**
 * Admins also see drafts, so the viewer's id is part of every key; `blogKeys.all` covers every
 * blog query, and every write to a post invalidates it.
 */
export const blogKeys = {
  all: ['blog'] as const,
  page: (viewerId: string, page: number, type: string) =>
    ['blog', viewerId, 'page', page, type] as const,
  post: (viewerId: string, id: string) => ['blog', viewerId, 'post', id] as const,
  table: (page: number, view: string) => ['blog', 'table', page, view] as const,
};
