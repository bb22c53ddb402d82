import type { Language } from '#common/languages';
import type { MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface EnquiryReceivedValues extends Record<string, string> {
  institute: string;
  /** The institute's phone as people dial it: +91 98765 43210. */
  phone: string;
  hours: string;
  /** The opening hours in Hindi, empty when there are none. */
  hoursHi: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

const hours = (values: EnquiryReceivedValues, language: Language) =>
  language === 'hi' ? values.hoursHi || values.hours : values.hours;

/**
 * The sender's receipt, in the language of the page they wrote from. Its address is whatever the
 * form was given, never confirmed, so it carries none of the sender's words (name, subject,
 * message): the form cannot be used to send a stranger someone else's text.
 */
export const enquiryReceivedMail: MailInLanguages<EnquiryReceivedValues> = {
  en: (values) => ({
    subject: `We received your message - ${values.institute}`,
    text: lines(
      'Hello,',
      '',
      `Thank you for writing to ${values.institute}. We have received your message and will get back to you soon.`,
      '',
      `If it is urgent, call us on ${values.phone} (${hours(values, 'en')}).`,
      '',
      `If you did not write to us, someone gave this e-mail address on our website's contact form; you need not do anything.`,
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `आपका संदेश हमें मिल गया है - ${values.institute}`,
    text: lines(
      'नमस्ते,',
      '',
      `${values.institute} को लिखने के लिए धन्यवाद। आपका संदेश हमें मिल गया है, हम जल्द ही आपसे संपर्क करेंगे।`,
      '',
      `कोई ज़रूरी बात हो, तो हमें ${values.phone} पर फ़ोन करें (${hours(values, 'hi')})।`,
      '',
      'अगर आपने हमें नहीं लिखा, तो किसी ने हमारी वेबसाइट के संपर्क फ़ॉर्म में यह ई-मेल पता दे दिया है; आपको कुछ करने की ज़रूरत नहीं है।',
      '',
      values.institute,
    ),
  }),
};

/** The acknowledgement of a message sent through the contact form, to its sender. */
export const enquiryReceived: NotificationTemplate<EnquiryReceivedValues> = {
  purpose: 'transactional',
  email: enquiryReceivedMail,
  whatsapp: {
    en: (values) =>
      `Thank you for writing to ${values.institute}. We have received your message and will get back to you soon. ` +
      `If it is urgent, call us on ${values.phone} (${hours(values, 'en')}).`,
    hi: (values) =>
      `${values.institute} को लिखने के लिए धन्यवाद। आपका संदेश हमें मिल गया है, हम जल्द ही आपसे संपर्क करेंगे। ` +
      `ज़रूरी बात हो, तो ${values.phone} पर फ़ोन करें (${hours(values, 'hi')})।`,
  },
  sms: {
    en: (values) =>
      `We received your message and will get back to you soon. Urgent? Call ${values.phone}. - ${values.institute}`,
    hi: (values) =>
      `आपका संदेश हमें मिल गया है, हम जल्द ही संपर्क करेंगे। ज़रूरी हो तो ${values.phone} पर फ़ोन करें। - ${values.institute}`,
  },
  parameters: (values, language) => [values.institute, values.phone, hours(values, language)],
};
