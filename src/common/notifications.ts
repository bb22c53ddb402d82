/** The notifications area's words (decision 048), shared by the server and, later, the admin. */

/** Security and transactional messages go at any hour; reminders and marketing wait out quiet hours. */
export type NotificationPurpose = 'security' | 'transactional' | 'reminder' | 'marketing';

export const recipientRoles = ['student', 'parent', 'staff', 'visitor'] as const;
export type RecipientRole = (typeof recipientRoles)[number];

export type NotificationStatus =
  'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed' | 'skipped';

/** Where an opt-in or opt-out came from. */
export type ConsentSource = 'form' | 'desk' | 'reply-stop' | 'email-link' | 'admin';

export const notificationEvents = [
  'demo-booked',
  'enquiry-received',
  'contact-alert',
  'registration-received',
  'registration-alert',
  'payment-recorded',
  'password-reset',
  'certificate-issued',
  'demo-alert',
  'fee-reminder',
  'guardian-code',
  'absence-alert',
  'class-changed',
  'sign-in-code',
  'admission-link',
  'admission-correction',
  'admission-accepted',
  'admission-declined',
  'results-released',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

/** In the order they are tried: a person reads WhatsApp first, then SMS, then e-mail. */
export const notificationChannels = ['whatsapp', 'sms', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationStatuses = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'skipped',
] as const satisfies readonly NotificationStatus[];

/** The admin's refusals on the Messages screen. */
export const messageAdminMessages = {
  notFound: 'Message not found.',
  notFailed: 'Only a failed message can be resent.',
  optedOut: 'The person has opted out of this channel.',
  alreadyQueued: 'This message is already queued again.',
} as const;
