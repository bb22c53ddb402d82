import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface AdmissionCorrectionValues extends Record<string, string> {
  /** The student the application is for. */
  name: string;
  /** What the institute asks to correct, as the admin wrote it. */
  note: string;
  /** A new secret link to the form (the one before no longer works). */
  link: string;
  institute: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

export const admissionCorrectionMail: MailInLanguages<AdmissionCorrectionValues> = {
  en: (values) => ({
    subject: `Please correct the admission form - ${values.institute}`,
    text: lines(
      greeting.en(''),
      '',
      `Please correct the admission form of ${values.name}: ${values.note}`,
      values.link,
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `कृपया प्रवेश फ़ॉर्म सुधारें - ${values.institute}`,
    text: lines(
      greeting.hi(''),
      '',
      `कृपया ${values.name} का प्रवेश फ़ॉर्म सुधारें: ${values.note}`,
      values.link,
      '',
      values.institute,
    ),
  }),
};

/** The institute asks for a correction (decision 072): what to correct, and a new link. */
export const admissionCorrection: NotificationTemplate<AdmissionCorrectionValues> = {
  purpose: 'transactional',
  email: admissionCorrectionMail,
  whatsapp: {
    en: (values) =>
      `Please correct the admission form of ${values.name}: ${values.note}. Open it here: ${values.link} - ${values.institute}`,
    hi: (values) =>
      `कृपया ${values.name} का प्रवेश फ़ॉर्म सुधारें: ${values.note}। यहाँ खोलें: ${values.link} - ${values.institute}`,
  },
  sms: {
    en: (values) =>
      `Please correct the admission form of ${values.name}: ${values.note}. ${values.link} - ${values.institute}`,
    hi: (values) =>
      `कृपया ${values.name} का प्रवेश फ़ॉर्म सुधारें: ${values.note}। ${values.link} - ${values.institute}`,
  },
  parameters: (values) => [values.name, values.note, values.link],
};
