/**
 * What the API says about a course depends on who asks (locked or not, unpublished ones for
 * admins), so the viewer's id is part of every key. `courseKeys.all` covers every course query,
 * and every write to a course invalidates it.
 */
export const courseKeys = {
  all: ['courses'] as const,
  list: (viewerId: string) => ['courses', viewerId, 'list'] as const,
  search: (viewerId: string, query: string) => ['courses', viewerId, 'search', query] as const,
  filters: ['courses', 'filters'] as const,
  batches: (courseId: string) => ['courses', 'admin', 'batches', courseId] as const,
  detail: (viewerId: string, id: string) => ['courses', viewerId, 'detail', id] as const,
  adminPage: (page: number, view: string) => ['courses', 'admin', 'page', page, view] as const,
  adminAll: ['courses', 'admin', 'all'] as const,
  files: (kind: string, courseId: string) => ['courses', 'admin', kind, courseId] as const,
};
