import type { MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface DemoAlertValues extends Record<string, string> {
  name: string;
  /** The visitor's phone as people dial it: +91 98765 43210. */
  phone: string;
  course: string;
  /** The batch they chose, as the lead keeps it ("Any batch" when none). */
  batch: string;
  /** The admin's list of contact queries, where the lead is. */
  link: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

/** The office's notice of a demo class booked on a course page. */
export const demoAlertMail: MailInLanguages<DemoAlertValues> = {
  en: (values) => ({
    subject: `Demo class booked by ${values.name}: ${values.course}`,
    text: lines(
      'A visitor booked a free demo class on the website.',
      '',
      `Name: ${values.name}`,
      `Phone: ${values.phone}`,
      `Course: ${values.course}`,
      `Preferred batch: ${values.batch}`,
      '',
      `Call them on ${values.phone} to confirm the day and time.`,
      `All contact queries: ${values.link}`,
    ),
  }),
  hi: (values) => ({
    subject: `${values.name} ने डेमो क्लास बुक की: ${values.course}`,
    text: lines(
      'वेबसाइट पर एक विज़िटर ने मुफ़्त डेमो क्लास बुक की है।',
      '',
      `नाम: ${values.name}`,
      `फ़ोन: ${values.phone}`,
      `कोर्स: ${values.course}`,
      `पसंद का बैच: ${values.batch}`,
      '',
      `दिन और समय तय करने के लिए उन्हें ${values.phone} पर फ़ोन करें।`,
      `सभी संदेश: ${values.link}`,
    ),
  }),
};

/** An alert to the office (staff) that a visitor booked a demo class. */
export const demoAlert: NotificationTemplate<DemoAlertValues> = {
  purpose: 'transactional',
  email: demoAlertMail,
  whatsapp: {
    en: (values) =>
      `Demo class booked by ${values.name} (${values.phone}): ${values.course}, ${values.batch}. Call them to confirm. ${values.link}`,
    hi: (values) =>
      `${values.name} (${values.phone}) ने डेमो क्लास बुक की: ${values.course}, ${values.batch}। पुष्टि के लिए फ़ोन करें। ${values.link}`,
  },
  sms: {
    en: (values) =>
      `Demo class booked by ${values.name}: ${values.course}. Call ${values.phone}. ${values.link}`,
    hi: (values) =>
      `${values.name} ने डेमो क्लास बुक की: ${values.course}। ${values.phone} पर फ़ोन करें। ${values.link}`,
  },
  parameters: (values) => [values.name, values.phone, values.course, values.batch, values.link],
};
