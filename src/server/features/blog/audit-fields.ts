import type { AuditFields } from '../../plugins/audit-summary';

/** A blog post's columns as the activity log shows them. */
export const blogAuditFields: AuditFields = {
  blog_title: { label: 'Title' },
  blog_type: { label: 'Type' },
  description: { long: true },
  is_published: { label: 'Status', flag: ['Unpublished', 'Published'] },
  description_html: { hidden: true },
  published_at: { hidden: true },
};
