import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface AdmissionAcceptedValues extends Record<string, string> {
  /** Whom the message is to: the student or a guardian. */
  name: string;
  student: string;
  /** The admission number: VCI/2026/0001. */
  number: string;
  course: string;
  /** The batch's start and days, or empty when none was chosen. */
  batch: string;
  institute: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

export const admissionAcceptedMail: MailInLanguages<AdmissionAcceptedValues> = {
  en: (values) => ({
    subject: `Admission confirmed: ${values.number} - ${values.institute}`,
    text: lines(
      greeting.en(values.name),
      '',
      `${values.student} is admitted to ${values.course}${values.batch ? ` (batch ${values.batch})` : ''}.`,
      `Admission number: ${values.number}`,
      '',
      'Sign in on our website with the mobile number of the form to see the classes and fees.',
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `प्रवेश पक्का: ${values.number} - ${values.institute}`,
    text: lines(
      greeting.hi(values.name),
      '',
      `${values.student} का ${values.course} में प्रवेश हो गया है${values.batch ? ` (बैच ${values.batch})` : ''}।`,
      `प्रवेश संख्या: ${values.number}`,
      '',
      'क्लास और फ़ीस देखने के लिए फ़ॉर्म वाले मोबाइल नंबर से हमारी वेबसाइट पर साइन इन करें।',
      '',
      values.institute,
    ),
  }),
};

/** An admission accepted (decision 072): to the student and their confirmed guardians. */
export const admissionAccepted: NotificationTemplate<AdmissionAcceptedValues> = {
  purpose: 'transactional',
  email: admissionAcceptedMail,
  whatsapp: {
    en: (values) =>
      `Hello ${values.name}, ${values.student} is admitted to ${values.course}. Admission number: ${values.number}. - ${values.institute}`,
    hi: (values) =>
      `नमस्ते ${values.name}, ${values.student} का ${values.course} में प्रवेश हो गया है। प्रवेश संख्या: ${values.number}। - ${values.institute}`,
  },
  sms: {
    en: (values) =>
      `Dear ${values.name}, ${values.student} is admitted to ${values.course}. Admission no. ${values.number}. - ${values.institute}`,
    hi: (values) =>
      `प्रिय ${values.name}, ${values.student} का ${values.course} में प्रवेश हुआ। प्रवेश संख्या ${values.number}। - ${values.institute}`,
  },
  parameters: (values) => [values.name, values.student, values.course, values.number],
};
