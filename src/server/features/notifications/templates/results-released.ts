import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface ResultsReleasedValues extends Record<string, string> {
  /** The person told: the student or a guardian. */
  name: string;
  student: string;
  /** The test's title. */
  test: string;
  course: string;
  /** Where the result is read: the student's course, or the guardian's page of the child. */
  link: string;
  institute: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

export const resultsReleasedMail: MailInLanguages<ResultsReleasedValues> = {
  en: (values) => ({
    subject: `Results are out: ${values.test} - ${values.institute}`,
    text: lines(
      greeting.en(values.name),
      '',
      `The results of ${values.test} (${values.course}) are out for ${values.student}.`,
      `See the marks here: ${values.link}`,
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `परिणाम आ गया: ${values.test} - ${values.institute}`,
    text: lines(
      greeting.hi(values.name),
      '',
      `${values.student} के ${values.test} (${values.course}) का परिणाम आ गया है।`,
      `अंक यहाँ देखें: ${values.link}`,
      '',
      values.institute,
    ),
  }),
};

/**
 * A test's results are out (decision 069): to the student and the guardians who chose results,
 * once per student and test, when the trainer releases them or, for results shown at once, when
 * the student submits or the paper's marks are saved.
 */
export const resultsReleased: NotificationTemplate<ResultsReleasedValues> = {
  purpose: 'transactional',
  email: resultsReleasedMail,
  whatsapp: {
    en: (values) =>
      `Hello ${values.name}, the results of ${values.test} (${values.course}) are out for ` +
      `${values.student}. See the marks: ${values.link} - ${values.institute}`,
    hi: (values) =>
      `नमस्ते ${values.name}, ${values.student} के ${values.test} (${values.course}) का परिणाम ` +
      `आ गया है। अंक देखें: ${values.link} - ${values.institute}`,
  },
  sms: {
    en: (values) =>
      `Dear ${values.name}, results of ${values.test} are out for ${values.student}. See: ${values.link} - ${values.institute}`,
    hi: (values) =>
      `प्रिय ${values.name}, ${values.student} के ${values.test} का परिणाम आ गया है। देखें: ${values.link} - ${values.institute}`,
  },
  parameters: (values) => [values.name, values.student, values.test, values.course, values.link],
};
