import type { AuditFields } from '#server/plugins/audit-summary';

/** A lead's columns as the activity log shows them. */
export const leadAuditFields: AuditFields = {
  follow_up_on: { label: 'Follow-up' },
  message: { long: true },
};
