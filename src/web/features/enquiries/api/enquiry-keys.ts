/** The two kinds of lead and the path under /api/v1 where each lives. */
export type EnquiryKind = 'contact' | 'register';

export interface EnquiryFilters {
  status: string;
  q: string;
}

/** Every enquiry query starts with `enquiryKeys.all`, and every write to a lead invalidates it. */
export const enquiryKeys = {
  all: ['enquiries'] as const,
  page: (kind: EnquiryKind, page: number, filters: EnquiryFilters) =>
    ['enquiries', kind, page, filters.status, filters.q] as const,
  summary: ['enquiries', 'summary'] as const,
};

/** `?page=…&status=…&q=…` for an admin list. */
export function listQuery(page: number, { status, q }: EnquiryFilters): string {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  if (q) query.set('q', q);
  return query.toString();
}
