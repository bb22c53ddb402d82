import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface AdmissionLinkValues extends Record<string, string> {
  name: string;
  /** The secret link that opens the application's form again. */
  link: string;
  /** What the institute asks to correct; empty when the link is sent to resume a draft. */
  note: string;
  institute: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

export const admissionLinkMail: MailInLanguages<AdmissionLinkValues> = {
  en: (values) => ({
    subject: values.note
      ? `Please correct your admission form - ${values.institute}`
      : `Your admission form - ${values.institute}`,
    text: lines(
      greeting.en(values.name),
      '',
      values.note
        ? `Please correct your admission form: ${values.note}`
        : 'Your admission form is saved. Continue it with this link:',
      values.link,
      '',
      'Keep this link to yourself: it opens your form.',
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: values.note
      ? `कृपया अपना प्रवेश फ़ॉर्म सुधारें - ${values.institute}`
      : `आपका प्रवेश फ़ॉर्म - ${values.institute}`,
    text: lines(
      greeting.hi(values.name),
      '',
      values.note
        ? `कृपया अपना प्रवेश फ़ॉर्म सुधारें: ${values.note}`
        : 'आपका प्रवेश फ़ॉर्म सहेज लिया गया है। इस लिंक से इसे आगे भरें:',
      values.link,
      '',
      'यह लिंक किसी को न दें: इससे आपका फ़ॉर्म खुलता है।',
      '',
      values.institute,
    ),
  }),
};

/**
 * The link back to an admission form (decision 072): sent when the number is confirmed (to
 * resume the draft), and again with the institute's note when it asks for a correction.
 */
export const admissionLink: NotificationTemplate<AdmissionLinkValues> = {
  purpose: 'transactional',
  email: admissionLinkMail,
  whatsapp: {
    en: (values) =>
      values.note
        ? `Hello ${values.name}, please correct your admission form: ${values.note}. Open it here: ${values.link} - ${values.institute}`
        : `Hello ${values.name}, your admission form is saved. Continue it here: ${values.link} - ${values.institute}`,
    hi: (values) =>
      values.note
        ? `नमस्ते ${values.name}, कृपया अपना प्रवेश फ़ॉर्म सुधारें: ${values.note}। यहाँ खोलें: ${values.link} - ${values.institute}`
        : `नमस्ते ${values.name}, आपका प्रवेश फ़ॉर्म सहेज लिया गया है। यहाँ से आगे भरें: ${values.link} - ${values.institute}`,
  },
  sms: {
    en: (values) =>
      values.note
        ? `Please correct your admission form: ${values.note}. ${values.link} - ${values.institute}`
        : `Your admission form is saved. Continue: ${values.link} - ${values.institute}`,
    hi: (values) =>
      values.note
        ? `कृपया प्रवेश फ़ॉर्म सुधारें: ${values.note}। ${values.link} - ${values.institute}`
        : `आपका प्रवेश फ़ॉर्म सहेजा गया। आगे भरें: ${values.link} - ${values.institute}`,
  },
  parameters: (values) => [values.name, values.note, values.link],
};
