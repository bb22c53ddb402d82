import { formatDay } from '#common/format';
import type { Language } from '#common/languages';
import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface FeeReminderValues extends Record<string, string> {
  /** The person told: the student or a guardian. */
  name: string;
  student: string;
  /** In the person's language. */
  course: string;
  /** What is left of the part: ₹ with two decimals and Indian grouping. */
  amount: string;
  /** The part's due date, YYYY-MM-DD. */
  dueOn: string;
  /** The page that pays exactly this part. */
  link: string;
  institute: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

/** "20 Nov 2026", or in Hindi "20 नव॰ 2026". */
const dueDate = (values: FeeReminderValues, language: Language) =>
  formatDay(`${values.dueOn}T12:00:00+05:30`, language);

export const feeReminderMail: MailInLanguages<FeeReminderValues> = {
  en: (values) => ({
    subject: `Fee reminder: ${values.amount} due on ${dueDate(values, 'en')} - ${values.institute}`,
    text: lines(
      greeting.en(values.name),
      '',
      `This is a reminder that ${values.amount} of ${values.student}'s fee for ${values.course} is due on ${dueDate(values, 'en')}.`,
      `Pay it here: ${values.link}`,
      '',
      'If it has been paid already, please ignore this message.',
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `फ़ीस की याद: ${values.amount}, ${dueDate(values, 'hi')} तक - ${values.institute}`,
    text: lines(
      greeting.hi(values.name),
      '',
      `याद दिला दें कि ${values.course} के लिए ${values.student} की फ़ीस के ${values.amount} ${dueDate(values, 'hi')} तक जमा करने हैं।`,
      `यहाँ से भरें: ${values.link}`,
      '',
      'अगर फ़ीस भरी जा चुकी है, तो इस संदेश पर ध्यान न दें।',
      '',
      values.institute,
    ),
  }),
};

/**
 * A fee part falling due (decision 055): the same words before, on and after its day, since the
 * approved WhatsApp template is fixed text, with the date telling which.
 */
export const feeReminder: NotificationTemplate<FeeReminderValues> = {
  purpose: 'reminder',
  email: feeReminderMail,
  whatsapp: {
    en: (values) =>
      `Hello ${values.name}, a reminder that ${values.amount} of ${values.student}'s fee for ` +
      `${values.course} is due on ${dueDate(values, 'en')}. Pay here: ${values.link} - ${values.institute}`,
    hi: (values) =>
      `नमस्ते ${values.name}, याद दिला दें कि ${values.course} के लिए ${values.student} की फ़ीस के ` +
      `${values.amount} ${dueDate(values, 'hi')} तक जमा करने हैं। यहाँ से भरें: ${values.link} - ${values.institute}`,
  },
  sms: {
    en: (values) =>
      `Dear ${values.name}, ${values.amount} of ${values.student}'s fee for ${values.course} is due on ` +
      `${dueDate(values, 'en')}. Pay: ${values.link} - ${values.institute}`,
    hi: (values) =>
      `प्रिय ${values.name}, ${values.course} के लिए ${values.student} की फ़ीस के ${values.amount} ` +
      `${dueDate(values, 'hi')} तक जमा करने हैं। भरें: ${values.link} - ${values.institute}`,
  },
  parameters: (values, language) => [
    values.name,
    values.student,
    values.amount,
    values.course,
    dueDate(values, language),
    values.link,
  ],
};
