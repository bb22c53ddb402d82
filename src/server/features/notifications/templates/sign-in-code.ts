import { type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface SignInCodeValues extends Record<string, string> {
  /** Made when the message is sent (a fresh code each send); stored as a placeholder. */
  code: string;
  /** How long the code works. */
  minutes: string;
  /** The site's host, for the Web OTP line that lets the phone offer the code to that site only. */
  host: string;
  /** Which code request the code is for; not part of the text. */
  request: string;
}

/** Sign-in codes go to a phone only; an e-mail is never sent, but every event has its words. */
export const signInCodeMail: MailInLanguages<SignInCodeValues> = {
  en: ({ code, minutes }) => ({
    subject: `Your sign-in code: ${code}`,
    text: `${code} is your sign-in code. It works for ${minutes} minutes. Do not share it with anyone.\n`,
  }),
  hi: ({ code, minutes }) => ({
    subject: `आपका साइन-इन कोड: ${code}`,
    text: `${code} आपका साइन-इन कोड है। यह ${minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।\n`,
  }),
};

/**
 * A code to sign in with, or to confirm an account's new number (issue 39, decision 061). The row
 * keeps a placeholder for the code: the phone sign-in feature makes a fresh one each time the
 * message is sent. WhatsApp's authentication template and the DLT SMS template both take the code
 * as their one variable (the SMS repeats it in its last line, the Web OTP format).
 */
export const signInCode: NotificationTemplate<SignInCodeValues> = {
  purpose: 'security',
  email: signInCodeMail,
  whatsapp: {
    en: (values) =>
      `${values.code} is your verification code. For your security, do not share this code. This code expires in ${values.minutes} minutes.`,
    hi: (values) =>
      `${values.code} आपका सत्यापन कोड है। अपनी सुरक्षा के लिए यह कोड किसी को न बताएँ। यह कोड ${values.minutes} मिनट में समाप्त हो जाएगा।`,
  },
  sms: {
    en: (values) =>
      `${values.code} is your sign-in code, valid ${values.minutes} minutes. Do not share it.\n\n@${values.host} #${values.code}`,
    hi: (values) =>
      `${values.code} आपका साइन-इन कोड है, ${values.minutes} मिनट तक मान्य। किसी को न बताएँ।\n\n@${values.host} #${values.code}`,
  },
  parameters: (values) => [values.code],
  madeWhenSent: { code: '[code made when sent]' },
};
