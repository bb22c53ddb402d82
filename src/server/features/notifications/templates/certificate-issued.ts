import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface CertificateIssuedValues extends Record<string, string> {
  name: string;
  course: string;
  /** VCI-2025-000123. */
  number: string;
  /** The certificate's public verification page. */
  link: string;
  institute: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

export const certificateIssuedMail: MailInLanguages<CertificateIssuedValues> = {
  en: (values) => ({
    subject: `Your certificate: ${values.course} - ${values.institute}`,
    text: lines(
      greeting.en(values.name),
      '',
      `Your certificate for ${values.course} has been issued, number ${values.number}.`,
      `Anyone can check it is genuine, and you can download it, here: ${values.link}`,
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `आपका सर्टिफ़िकेट: ${values.course} - ${values.institute}`,
    text: lines(
      greeting.hi(values.name),
      '',
      `${values.course} का आपका सर्टिफ़िकेट जारी हो गया है, नंबर ${values.number}।`,
      `यह असली है, यह कोई भी यहाँ जाँच सकता है, और आप इसे यहीं से डाउनलोड कर सकते हैं: ${values.link}`,
      '',
      values.institute,
    ),
  }),
};

/** A certificate issued to a student who gave a phone or an e-mail, with its verification link. */
export const certificateIssued: NotificationTemplate<CertificateIssuedValues> = {
  purpose: 'transactional',
  email: certificateIssuedMail,
  whatsapp: {
    en: (values) =>
      `Hello ${values.name}, your certificate for ${values.course} has been issued (${values.number}). ` +
      `Check and download it here: ${values.link} - ${values.institute}`,
    hi: (values) =>
      `नमस्ते ${values.name}, ${values.course} का आपका सर्टिफ़िकेट जारी हो गया है (${values.number})। ` +
      `इसे यहाँ जाँचें और डाउनलोड करें: ${values.link} - ${values.institute}`,
  },
  sms: {
    en: (values) =>
      `Dear ${values.name}, your certificate ${values.number} for ${values.course} is issued. Check it: ${values.link} - ${values.institute}`,
    hi: (values) =>
      `प्रिय ${values.name}, ${values.course} का आपका सर्टिफ़िकेट ${values.number} जारी हो गया है। जाँचें: ${values.link} - ${values.institute}`,
  },
  parameters: (values) => [values.name, values.course, values.number, values.link],
};
