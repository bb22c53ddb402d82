import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  NotificationChannel,
  NotificationEvent,
  NotificationStatus,
  RecipientRole,
} from '#common/notifications';
import './messages';

export const channelLabels: Record<NotificationChannel, MessageDescriptor> = {
  whatsapp: msg`WhatsApp`,
  sms: msg`SMS`,
  email: msg`E-mail`,
};

export const eventLabels: Record<NotificationEvent, MessageDescriptor> = {
  'demo-booked': msg`Demo class booked`,
  'demo-alert': msg`Demo booking (office)`,
  'enquiry-received': msg`Enquiry received`,
  'contact-alert': msg`Contact message (office)`,
  'registration-received': msg`Registration received`,
  'registration-alert': msg`Registration (office)`,
  'payment-recorded': msg`Payment recorded`,
  'password-reset': msg`Password reset`,
  'certificate-issued': msg`Certificate issued`,
  'fee-reminder': msg`Fee reminder`,
  'guardian-code': msg`Guardian confirmation code`,
  'absence-alert': msg`Absence alert`,
  'class-changed': msg`Class moved or cancelled`,
  'sign-in-code': msg`Sign-in code`,
  'admission-link': msg`Admission form link`,
  'admission-correction': msg`Admission form correction`,
  'admission-accepted': msg`Admission accepted`,
  'admission-declined': msg`Admission declined`,
  'results-released': msg`Results are out`,
};

/** Each status's name and its badge's colours. */
export const statusLabels: Record<NotificationStatus, [MessageDescriptor, string]> = {
  queued: [msg`Queued`, 'bg-slate-100 text-slate-700'],
  sending: [msg`Sending`, 'bg-slate-100 text-slate-700'],
  sent: [msg`Sent`, 'bg-brand-50 text-brand-800'],
  delivered: [msg`Delivered`, 'bg-green-100 text-green-800'],
  read: [msg`Read`, 'bg-green-100 text-green-800'],
  failed: [msg`Failed`, 'bg-red-100 text-red-800'],
  skipped: [msg`Skipped`, 'bg-amber-100 text-amber-900'],
};

export const roleLabels: Record<RecipientRole, MessageDescriptor> = {
  student: msg`Student`,
  parent: msg`Parent`,
  staff: msg`Staff`,
  visitor: msg`Visitor`,
};
