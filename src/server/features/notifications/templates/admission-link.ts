import { type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface AdmissionLinkValues extends Record<string, string> {
  /** The secret link that opens the draft again. */
  link: string;
  institute: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

export const admissionLinkMail: MailInLanguages<AdmissionLinkValues> = {
  en: (values) => ({
    subject: `Your admission form - ${values.institute}`,
    text: lines(
      'Your admission form is saved. Continue it with this link:',
      values.link,
      '',
      'Keep this link to yourself: it opens your form.',
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `आपका प्रवेश फ़ॉर्म - ${values.institute}`,
    text: lines(
      'आपका प्रवेश फ़ॉर्म सहेज लिया गया है। इस लिंक से इसे आगे भरें:',
      values.link,
      '',
      'यह लिंक किसी को न दें: इससे आपका फ़ॉर्म खुलता है।',
      '',
      values.institute,
    ),
  }),
};

/**
 * The link back to an admission form (decision 072), sent when the number is confirmed or the
 * desk opens a walk-in's form; a draft has no name yet, so the message names nobody.
 */
export const admissionLink: NotificationTemplate<AdmissionLinkValues> = {
  purpose: 'transactional',
  email: admissionLinkMail,
  whatsapp: {
    en: (values) =>
      `Your admission form is saved. Continue it here: ${values.link} (keep this link to yourself) - ${values.institute}`,
    hi: (values) =>
      `आपका प्रवेश फ़ॉर्म सहेज लिया गया है। यहाँ से आगे भरें: ${values.link} (यह लिंक किसी को न दें) - ${values.institute}`,
  },
  sms: {
    en: (values) => `Your admission form is saved. Continue: ${values.link} - ${values.institute}`,
    hi: (values) => `आपका प्रवेश फ़ॉर्म सहेजा गया। आगे भरें: ${values.link} - ${values.institute}`,
  },
  parameters: (values) => [values.link],
};
