/** The two kinds of lead and the path under /api/v1 where each lives. */
export type EnquiryKind = 'contact' | 'register';

/** Every enquiry query starts with `enquiryKeys.all`, and every write to a lead invalidates it. */
export const enquiryKeys = {
  all: ['enquiries'] as const,
  page: (kind: EnquiryKind, page: number, view: string) => ['enquiries', kind, page, view] as const,
  summary: ['enquiries', 'summary'] as const,
};
