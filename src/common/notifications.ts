/** The words of the notifications area (issue 35, decision 048), shared by the server and, later, the admin. */

export const notificationPurposes = ['security', 'transactional', 'reminder', 'marketing'] as const;
/** Security and transactional messages go at any hour; reminders and marketing wait out quiet hours. */
export type NotificationPurpose = (typeof notificationPurposes)[number];

export const recipientRoles = ['student', 'parent', 'staff', 'visitor'] as const;
export type RecipientRole = (typeof recipientRoles)[number];

export const notificationStatuses = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'skipped',
] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

export const consentSources = ['form', 'desk', 'reply-stop', 'email-link', 'admin'] as const;
export type ConsentSource = (typeof consentSources)[number];

export const notificationEvents = ['demo-booked', 'enquiry-received'] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

/** In the order they are tried: a person reads WhatsApp first, then SMS, then e-mail. */
export const notificationChannels = ['whatsapp', 'sms', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
