import type { AuditFields } from '#server/plugins/audit-summary';

/** An account's columns as the activity log shows them. */
export const userAuditFields: AuditFields = {
  user_name: { label: 'Name' },
  mobile_no: { label: 'Mobile' },
};
