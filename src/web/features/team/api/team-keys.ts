/** Every team query starts with `teamKeys.all`, and every write to the team invalidates it. */
export const teamKeys = {
  all: ['team'] as const,
  list: ['team', 'list'] as const,
  member: (id: string) => ['team', 'member', id] as const,
  table: (page: number, view: string) => ['team', 'table', page, view] as const,
};
