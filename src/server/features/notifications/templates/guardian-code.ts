import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface GuardianCodeValues extends Record<string, string> {
  /** The guardian's name. */
  name: string;
  /** The student they are a guardian of. */
  student: string;
  /** Made when the message is sent (a fresh code each send); stored as a placeholder. */
  code: string;
  /** How long the code works. */
  minutes: string;
  /** The page where the guardian types the code; made when sent too. */
  link: string;
  /** Which guardian the code confirms; not part of the text. */
  guardian: string;
}

/** The code that confirms a guardian, with the page to type it on. */
export const guardianCodeMail: MailInLanguages<GuardianCodeValues> = {
  en: ({ name, student, code, minutes, link }) => ({
    subject: `Your confirmation code: ${code}`,
    text: `${greeting.en(name)}\n\n${student} has named you as their guardian at our institute. To confirm, enter this code within ${minutes} minutes:\n\n${code}\n\nEnter it here: ${link}\nor read it out to the front desk.\n\nIf you do not know ${student}, ignore this e-mail and nothing will be sent to you.\n`,
  }),
  hi: ({ name, student, code, minutes, link }) => ({
    subject: `आपका पुष्टि कोड: ${code}`,
    text: `${greeting.hi(name)}\n\n${student} ने हमारे संस्थान में आपको अपना अभिभावक बताया है। पुष्टि के लिए ${minutes} मिनट के अंदर यह कोड डालें:\n\n${code}\n\nकोड यहाँ डालें: ${link}\nया फ्रंट डेस्क पर बता दें।\n\nअगर आप ${student} को नहीं जानते, तो इस ई-मेल को अनदेखा कर दें; आपको आगे कुछ नहीं भेजा जाएगा।\n`,
  }),
};

/**
 * A guardian's confirmation code (issue 39, decision 057). The row keeps placeholders for the code
 * and the link: the guardians feature makes a fresh code each time the message is sent, so the
 * code is never stored, only its hash.
 */
export const guardianCode: NotificationTemplate<GuardianCodeValues> = {
  purpose: 'security',
  email: guardianCodeMail,
  whatsapp: {
    en: (values) =>
      `${values.code} is your code to confirm you as ${values.student}'s guardian. It works for ${values.minutes} minutes. Enter it at ${values.link}`,
    hi: (values) =>
      `${values.code} आपका कोड है, जिससे आप ${values.student} के अभिभावक के रूप में पुष्टि करेंगे। यह ${values.minutes} मिनट तक चलेगा। कोड यहाँ डालें: ${values.link}`,
  },
  sms: {
    en: (values) =>
      `${values.code} is your code to confirm you as ${values.student}'s guardian, valid ${values.minutes} minutes: ${values.link}`,
    hi: (values) =>
      `${values.code} आपका कोड है: ${values.student} के अभिभावक की पुष्टि के लिए, ${values.minutes} मिनट तक मान्य: ${values.link}`,
  },
  parameters: (values) => [values.name, values.student, values.code, values.minutes, values.link],
  madeWhenSent: { code: '[code made when sent]', link: '[link made when sent]' },
};
