export const messageKeys = {
  all: ['messages'] as const,
  page: (page: number, view: string) => ['messages', 'table', page, view] as const,
  today: ['messages', 'today'] as const,
  templates: ['messages', 'templates'] as const,
};
