import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface AbsenceAlertValues extends Record<string, string> {
  /** The guardian's name. */
  name: string;
  student: string;
  course: string;
  /** The class's day, written in the message's language. */
  date: string;
  /** 18:00–19:30, India time. */
  time: string;
  institute: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

export const absenceAlertMail: MailInLanguages<AbsenceAlertValues> = {
  en: (values) => ({
    subject: `${values.student} was absent today - ${values.institute}`,
    text: lines(
      greeting.en(values.name),
      '',
      `${values.student} was marked absent from the ${values.course} class on ${values.date} (${values.time}).`,
      'If you did not know of this absence, please call the institute.',
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `${values.student} आज क्लास में नहीं आए - ${values.institute}`,
    text: lines(
      greeting.hi(values.name),
      '',
      `${values.date} (${values.time}) की ${values.course} की क्लास में ${values.student} अनुपस्थित रहे।`,
      'अगर आपको इसकी जानकारी नहीं थी, तो कृपया संस्थान को फ़ोन करें।',
      '',
      values.institute,
    ),
  }),
};

/**
 * A student marked absent, to their guardians, once the class is over (decision 058): sent when
 * the class ends, never during it, and withdrawn if the mark is corrected before then.
 */
export const absenceAlert: NotificationTemplate<AbsenceAlertValues> = {
  purpose: 'transactional',
  email: absenceAlertMail,
  whatsapp: {
    en: (values) =>
      `Hello ${values.name}, ${values.student} was marked absent from the ${values.course} class ` +
      `on ${values.date} (${values.time}). If you did not know of this, please call us. - ${values.institute}`,
    hi: (values) =>
      `नमस्ते ${values.name}, ${values.date} (${values.time}) की ${values.course} की क्लास में ` +
      `${values.student} अनुपस्थित रहे। अगर आपको इसकी जानकारी नहीं थी, तो कृपया हमें फ़ोन करें। - ${values.institute}`,
  },
  sms: {
    en: (values) =>
      `Dear ${values.name}, ${values.student} was absent from ${values.course} class on ${values.date} (${values.time}). - ${values.institute}`,
    hi: (values) =>
      `प्रिय ${values.name}, ${values.date} (${values.time}) की ${values.course} क्लास में ${values.student} अनुपस्थित रहे। - ${values.institute}`,
  },
  parameters: (values) => [values.name, values.student, values.course, values.date, values.time],
};
