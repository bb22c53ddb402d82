import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface ClassChangedValues extends Record<string, string> {
  name: string;
  course: string;
  /** When the class was to be held: its day and time, in the message's language. */
  was: string;
  /**
   * What became of it, in the message's language, finishing the sentence "the class … has been":
   * "moved to Tue, 7 Jul, 2026, 10:00–11:30" or "cancelled (Trainer unwell)".
   */
  change: string;
  institute: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

export const classChangedMail: MailInLanguages<ClassChangedValues> = {
  en: (values) => ({
    subject: `Class changed: ${values.course} - ${values.institute}`,
    text: lines(
      greeting.en(values.name),
      '',
      `The ${values.course} class of ${values.was} has been ${values.change}.`,
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `क्लास में बदलाव: ${values.course} - ${values.institute}`,
    text: lines(
      greeting.hi(values.name),
      '',
      `${values.was} की ${values.course} की क्लास ${values.change}।`,
      '',
      values.institute,
    ),
  }),
};

/** A class moved to another day or time, or cancelled: to its students and their guardians. */
export const classChanged: NotificationTemplate<ClassChangedValues> = {
  purpose: 'transactional',
  email: classChangedMail,
  whatsapp: {
    en: (values) =>
      `Hello ${values.name}, the ${values.course} class of ${values.was} has been ${values.change}. - ${values.institute}`,
    hi: (values) =>
      `नमस्ते ${values.name}, ${values.was} की ${values.course} की क्लास ${values.change}। - ${values.institute}`,
  },
  sms: {
    en: (values) =>
      `Dear ${values.name}, ${values.course} class of ${values.was} has been ${values.change}. - ${values.institute}`,
    hi: (values) =>
      `प्रिय ${values.name}, ${values.was} की ${values.course} क्लास ${values.change}। - ${values.institute}`,
  },
  parameters: (values) => [values.name, values.course, values.was, values.change],
};
