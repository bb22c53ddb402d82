import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface PasswordResetValues extends Record<string, string> {
  name: string;
  /** Made when the message is sent (a fresh token each attempt); stored as a placeholder. */
  link: string;
  /** How long the link works. */
  minutes: string;
}

/** The link that chooses a new password. */
export const passwordResetMail: MailInLanguages<PasswordResetValues> = {
  en: ({ name, link, minutes }) => ({
    subject: 'Reset your password',
    text: `${greeting.en(name)}\n\nSomeone asked to reset the password of your account. Open this link within ${minutes} minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
  }),
  hi: ({ name, link, minutes }) => ({
    subject: 'नया पासवर्ड बनाएँ',
    text: `${greeting.hi(name)}\n\nकिसी ने आपके खाते का नया पासवर्ड बनाने का अनुरोध किया है। नया पासवर्ड चुनने के लिए ${minutes} मिनट के अंदर यह लिंक खोलें:\n\n${link}\n\nअगर यह अनुरोध आपने नहीं किया, तो इस ई-मेल को अनदेखा कर दें; आपका पासवर्ड जैसा है वैसा ही रहेगा।\n`,
  }),
};

/**
 * A link to choose a new password, to the account's address. The row keeps a placeholder for the
 * link: the users feature makes a fresh one each time the message is sent (decision 048).
 */
export const passwordReset: NotificationTemplate<PasswordResetValues> = {
  purpose: 'security',
  email: passwordResetMail,
  whatsapp: {
    en: (values) =>
      `Someone asked to reset the password of your account. Open this link within ${values.minutes} minutes to choose a new one: ${values.link}`,
    hi: (values) =>
      `किसी ने आपके खाते का नया पासवर्ड बनाने का अनुरोध किया है। ${values.minutes} मिनट के अंदर यह लिंक खोलें: ${values.link}`,
  },
  sms: {
    en: (values) =>
      `Reset your password within ${values.minutes} minutes: ${values.link} If it was not you, ignore this.`,
    hi: (values) =>
      `${values.minutes} मिनट के अंदर नया पासवर्ड बनाएँ: ${values.link} अनुरोध आपने नहीं किया, तो अनदेखा करें।`,
  },
  parameters: (values) => [values.name, values.link, values.minutes],
  madeWhenSent: { link: '[link made when sent]' },
};
