import type { Language } from '#common/languages';
import type { NotificationChannel, NotificationEvent } from '#common/notifications';
import { admissionAccepted, type AdmissionAcceptedValues } from './admission-accepted';
import { admissionCorrection, type AdmissionCorrectionValues } from './admission-correction';
import { admissionDeclined, type AdmissionDeclinedValues } from './admission-declined';
import { admissionLink, type AdmissionLinkValues } from './admission-link';
import { absenceAlert, type AbsenceAlertValues } from './absence-alert';
import { certificateIssued, type CertificateIssuedValues } from './certificate-issued';
import { classChanged, type ClassChangedValues } from './class-changed';
import { contactAlert, type ContactAlertValues } from './contact-alert';
import { demoAlert, type DemoAlertValues } from './demo-alert';
import { demoBooked, type DemoBookedValues } from './demo-booked';
import { enquiryReceived, type EnquiryReceivedValues } from './enquiry-received';
import { feeReminder, type FeeReminderValues } from './fee-reminder';
import { guardianCode, type GuardianCodeValues } from './guardian-code';
import { passwordReset, type PasswordResetValues } from './password-reset';
import { paymentRecorded, type PaymentRecordedValues } from './payment-recorded';
import { registrationAlert, type RegistrationAlertValues } from './registration-alert';
import { registrationReceived, type RegistrationReceivedValues } from './registration-received';
import { resultsReleased, type ResultsReleasedValues } from './results-released';
import { signInCode, type SignInCodeValues } from './sign-in-code';
import type { NotificationTemplate, TemplateValues } from './template';

/** The values each event's template is filled from. */
export interface EventValues {
  'demo-booked': DemoBookedValues;
  'demo-alert': DemoAlertValues;
  'enquiry-received': EnquiryReceivedValues;
  'contact-alert': ContactAlertValues;
  'registration-received': RegistrationReceivedValues;
  'registration-alert': RegistrationAlertValues;
  'payment-recorded': PaymentRecordedValues;
  'password-reset': PasswordResetValues;
  'certificate-issued': CertificateIssuedValues;
  'fee-reminder': FeeReminderValues;
  'guardian-code': GuardianCodeValues;
  'absence-alert': AbsenceAlertValues;
  'class-changed': ClassChangedValues;
  'sign-in-code': SignInCodeValues;
  'admission-link': AdmissionLinkValues;
  'admission-correction': AdmissionCorrectionValues;
  'admission-accepted': AdmissionAcceptedValues;
  'admission-declined': AdmissionDeclinedValues;
  'results-released': ResultsReleasedValues;
}

/** The values of each event made only when its message is sent (see `madeWhenSent`). */
export interface MadeWhenSent {
  'password-reset': Pick<PasswordResetValues, 'link'>;
  'guardian-code': Pick<GuardianCodeValues, 'code' | 'link'>;
  'sign-in-code': Pick<SignInCodeValues, 'code'>;
}

/** What a feature queues an event with: its values but those made when sent. */
export type QueuedValues<Event extends NotificationEvent> = Event extends keyof MadeWhenSent
  ? Omit<EventValues[Event], keyof MadeWhenSent[Event]>
  : EventValues[Event];

const templates: { [Event in NotificationEvent]: NotificationTemplate<EventValues[Event]> } = {
  'demo-booked': demoBooked,
  'demo-alert': demoAlert,
  'enquiry-received': enquiryReceived,
  'contact-alert': contactAlert,
  'registration-received': registrationReceived,
  'registration-alert': registrationAlert,
  'payment-recorded': paymentRecorded,
  'password-reset': passwordReset,
  'certificate-issued': certificateIssued,
  'fee-reminder': feeReminder,
  'guardian-code': guardianCode,
  'absence-alert': absenceAlert,
  'class-changed': classChanged,
  'sign-in-code': signInCode,
  'admission-link': admissionLink,
  'admission-correction': admissionCorrection,
  'admission-accepted': admissionAccepted,
  'admission-declined': admissionDeclined,
  'results-released': resultsReleased,
};

/** The event's template, for values read back from a row (checked when they were written). */
export const templateOf = (event: NotificationEvent) =>
  templates[event] as NotificationTemplate<TemplateValues>;

/** The subject (e-mail only) and text of one event's message on one channel. */
export function render(
  event: NotificationEvent,
  values: TemplateValues,
  language: Language,
  channel: NotificationChannel,
): { subject: string | null; text: string } {
  const template = templateOf(event);
  if (channel === 'email') return template.email[language](values);
  return { subject: null, text: template[channel][language](values) };
}
