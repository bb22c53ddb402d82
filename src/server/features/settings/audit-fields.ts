import type { AuditFields } from '#server/plugins/audit-summary';

/** The site settings' fields (by path, see `flatFields`) as the activity log shows them. */
export const settingsAuditFields: AuditFields = {
  name: { label: 'Institute name' },
  mapEmbedUrl: { label: 'Map address' },
  chatGroupUrl: { label: 'Chat group link' },
  'social.facebook': { label: 'Facebook' },
  'social.linkedin': { label: 'LinkedIn' },
  'social.youtube': { label: 'YouTube' },
  'social.instagram': { label: 'Instagram' },
  holdReviewsForApproval: { label: 'New reviews', flag: ['Shown at once', 'Held for approval'] },
  adminPhoneSignIn: { label: 'Admins signing in by phone', flag: ['Off', 'With their password'] },
  'certificateSignatory.name': { label: 'Signatory' },
  'certificateSignatory.title': { label: "Signatory's title" },
  'invoicing.legalName': { label: 'Legal name' },
  'invoicing.gstin': { label: 'GSTIN' },
  'invoicing.state': { label: 'State' },
  'invoicing.pricesIncludeGst': { label: 'Prices', flag: ['GST added', 'GST included'] },
  'invoicing.prefix': { label: 'Document prefix' },
  'invoicing.signatory': { label: 'Invoice signatory' },
  'feeAccess.openFiles': { label: 'Course files open' },
  'feeAccess.graceDays': { label: 'Days overdue before files pause' },
};
