import type { MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface ContactAlertValues extends Record<string, string> {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The admin's list of contact queries. */
  link: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

/** The office's copy of a message sent through the contact form; a reply goes to its sender. */
export const contactAlertMail: MailInLanguages<ContactAlertValues> = {
  en: (values) => ({
    subject: `Contact query from ${values.name}: ${values.subject}`,
    text: lines(
      "A message came through the website's contact form.",
      '',
      `Name: ${values.name}`,
      `Email: ${values.email}`,
      `Subject: ${values.subject}`,
      '',
      values.message,
      '',
      `Reply to this e-mail to answer ${values.name}.`,
      `All contact queries: ${values.link}`,
    ),
  }),
  hi: (values) => ({
    subject: `${values.name} का संदेश: ${values.subject}`,
    text: lines(
      'वेबसाइट के संपर्क फ़ॉर्म से एक संदेश आया है।',
      '',
      `नाम: ${values.name}`,
      `ई-मेल: ${values.email}`,
      `विषय: ${values.subject}`,
      '',
      values.message,
      '',
      `${values.name} को जवाब देने के लिए इसी ई-मेल का जवाब दें।`,
      `सभी संदेश: ${values.link}`,
    ),
  }),
};

/** An alert to the office (staff) that someone wrote through the contact form. */
export const contactAlert: NotificationTemplate<ContactAlertValues> = {
  purpose: 'transactional',
  email: contactAlertMail,
  whatsapp: {
    en: (values) =>
      `New contact query from ${values.name} (${values.email}): ${values.subject}. See ${values.link}`,
    hi: (values) =>
      `${values.name} (${values.email}) का नया संदेश: ${values.subject}। देखें: ${values.link}`,
  },
  sms: {
    en: (values) => `New contact query from ${values.name}: ${values.subject}. ${values.link}`,
    hi: (values) => `${values.name} का नया संदेश: ${values.subject}। ${values.link}`,
  },
  parameters: (values) => [values.name, values.email, values.subject, values.link],
  replyTo: (values) => values.email,
};
