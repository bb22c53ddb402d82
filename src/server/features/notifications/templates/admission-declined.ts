import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface AdmissionDeclinedValues extends Record<string, string> {
  /** The student the application was for. */
  name: string;
  /** Why the institute declined it, as the admin wrote it. */
  reason: string;
  institute: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

export const admissionDeclinedMail: MailInLanguages<AdmissionDeclinedValues> = {
  en: (values) => ({
    subject: `Your admission application - ${values.institute}`,
    text: lines(
      greeting.en(''),
      '',
      `We are sorry: the application for the admission of ${values.name} was not accepted.`,
      `Reason: ${values.reason}`,
      '',
      'You are welcome to contact us or apply again.',
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `आपका प्रवेश आवेदन - ${values.institute}`,
    text: lines(
      greeting.hi(''),
      '',
      `खेद है: ${values.name} के प्रवेश का आवेदन स्वीकार नहीं हुआ।`,
      `कारण: ${values.reason}`,
      '',
      'आप हमसे संपर्क कर सकते हैं या फिर से आवेदन कर सकते हैं।',
      '',
      values.institute,
    ),
  }),
};

/** The institute declines an application (decision 072): the reason the admin gave. */
export const admissionDeclined: NotificationTemplate<AdmissionDeclinedValues> = {
  purpose: 'transactional',
  email: admissionDeclinedMail,
  whatsapp: {
    en: (values) =>
      `We are sorry: the admission application of ${values.name} was not accepted. Reason: ${values.reason}. You may contact us or apply again. - ${values.institute}`,
    hi: (values) =>
      `खेद है: ${values.name} का प्रवेश आवेदन स्वीकार नहीं हुआ। कारण: ${values.reason}। आप हमसे संपर्क कर सकते हैं या फिर से आवेदन कर सकते हैं। - ${values.institute}`,
  },
  sms: {
    en: (values) =>
      `The admission application of ${values.name} was not accepted. Reason: ${values.reason} - ${values.institute}`,
    hi: (values) =>
      `${values.name} का प्रवेश आवेदन स्वीकार नहीं हुआ। कारण: ${values.reason} - ${values.institute}`,
  },
  parameters: (values) => [values.name, values.reason],
};
