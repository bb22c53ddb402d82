import type { AuditFields } from '#server/plugins/audit-summary';

/** A coupon's columns as the activity log shows them. */
export const couponAuditFields: AuditFields = {
  valid_from: { label: 'Valid from' },
  valid_to: { label: 'Valid to' },
  max_uses: { label: 'Uses allowed' },
  per_student: { label: 'Uses a student' },
  active: { label: 'Status', flag: ['Inactive', 'Active'] },
};
