import type { AuditFields } from '../../plugins/audit-summary';

/** A news item's columns as the activity log shows them. */
export const newsAuditFields: AuditFields = {
  news_headline: { label: 'Headline' },
  news_description: { label: 'Text', long: true },
  is_published: { label: 'Status', flag: ['Unpublished', 'Published'] },
  description_html: { hidden: true },
  published_at: { hidden: true },
};
