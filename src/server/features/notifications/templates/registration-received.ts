import type { Language } from '#common/languages';
import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface RegistrationReceivedValues extends Record<string, string> {
  name: string;
  institute: string;
  /** The institute's phone as people dial it: +91 98765 43210. */
  phone: string;
  hours: string;
  /** The opening hours in Hindi, empty when there are none. */
  hoursHi: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

const hours = (values: RegistrationReceivedValues, language: Language) =>
  language === 'hi' ? values.hoursHi || values.hours : values.hours;

export const registrationReceivedMail: MailInLanguages<RegistrationReceivedValues> = {
  en: (values) => ({
    subject: `Your registration - ${values.institute}`,
    text: lines(
      greeting.en(values.name),
      '',
      `Thank you for registering with ${values.institute}. Our team will call you soon.`,
      '',
      `Any question? Call us on ${values.phone} (${hours(values, 'en')}).`,
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `आपका रजिस्ट्रेशन - ${values.institute}`,
    text: lines(
      greeting.hi(values.name),
      '',
      `${values.institute} में रजिस्ट्रेशन के लिए धन्यवाद। हमारी टीम जल्द ही आपको फ़ोन करेगी।`,
      '',
      `कुछ पूछना हो, तो हमें ${values.phone} पर फ़ोन करें (${hours(values, 'hi')})।`,
      '',
      values.institute,
    ),
  }),
};

/** The acknowledgement of a student's registration, to the phone given on the form. */
export const registrationReceived: NotificationTemplate<RegistrationReceivedValues> = {
  purpose: 'transactional',
  email: registrationReceivedMail,
  whatsapp: {
    en: (values) =>
      `Hello ${values.name}, thank you for registering with ${values.institute}. Our team will call you soon. ` +
      `Any question? Call us on ${values.phone} (${hours(values, 'en')}).`,
    hi: (values) =>
      `नमस्ते ${values.name}, ${values.institute} में रजिस्ट्रेशन के लिए धन्यवाद। हमारी टीम जल्द ही आपको फ़ोन करेगी। ` +
      `कुछ पूछना हो, तो ${values.phone} पर फ़ोन करें (${hours(values, 'hi')})।`,
  },
  sms: {
    en: (values) =>
      `Dear ${values.name}, your registration is received. Our team will call you soon. Call ${values.phone}. - ${values.institute}`,
    hi: (values) =>
      `प्रिय ${values.name}, आपका रजिस्ट्रेशन मिल गया है। हमारी टीम जल्द ही फ़ोन करेगी। ${values.phone} - ${values.institute}`,
  },
  parameters: (values, language) => [
    values.name,
    values.institute,
    values.phone,
    hours(values, language),
  ],
};
