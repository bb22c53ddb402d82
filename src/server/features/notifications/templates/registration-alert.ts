import type { Language } from '#common/languages';
import {
  registrationFieldLabels,
  registrationFields,
  type RegistrationField,
} from '#common/registration-fields';
import type { MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

/** The form's fields as people read them (the date of birth as dd/mm/yyyy). */
type RegistrationFieldValues = Record<RegistrationField, string>;

export interface RegistrationAlertValues extends RegistrationFieldValues, Record<string, string> {
  /** The student's phone as people dial it: +91 98765 43210. */
  phone: string;
  /** The admin's list of registrations. */
  link: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

const details = (values: RegistrationAlertValues, language: Language) =>
  registrationFields.map(
    (field) => `${registrationFieldLabels[language][field]}: ${values[field]}`,
  );

export const registrationAlertMail: MailInLanguages<RegistrationAlertValues> = {
  en: (values) => ({
    subject: `New registration: ${values.name}, class ${values.classs}, ${values.mode}`,
    text: lines(
      "A student registered through the website's form.",
      '',
      ...details(values, 'en'),
      '',
      `Call them on ${values.phone}.`,
      `All registrations: ${values.link}`,
    ),
  }),
  hi: (values) => ({
    subject: `नया रजिस्ट्रेशन: ${values.name}, कक्षा ${values.classs}, ${values.mode}`,
    text: lines(
      'वेबसाइट के फ़ॉर्म से एक विद्यार्थी ने रजिस्ट्रेशन किया है।',
      '',
      ...details(values, 'hi'),
      '',
      `उन्हें ${values.phone} पर फ़ोन करें।`,
      `सभी रजिस्ट्रेशन: ${values.link}`,
    ),
  }),
};

/** An alert to the office (staff) that a student registered through the website's form. */
export const registrationAlert: NotificationTemplate<RegistrationAlertValues> = {
  purpose: 'transactional',
  email: registrationAlertMail,
  whatsapp: {
    en: (values) =>
      `New registration: ${values.name}, class ${values.classs}, ${values.mode}. Call them on ${values.phone}. ${values.link}`,
    hi: (values) =>
      `नया रजिस्ट्रेशन: ${values.name}, कक्षा ${values.classs}, ${values.mode}। उन्हें ${values.phone} पर फ़ोन करें। ${values.link}`,
  },
  sms: {
    en: (values) =>
      `New registration: ${values.name}, class ${values.classs}. Call ${values.phone}. ${values.link}`,
    hi: (values) =>
      `नया रजिस्ट्रेशन: ${values.name}, कक्षा ${values.classs}। ${values.phone} पर फ़ोन करें। ${values.link}`,
  },
  parameters: (values) => [values.name, values.classs, values.mode, values.phone, values.link],
};
