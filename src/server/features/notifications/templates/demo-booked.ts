import type { Language } from '#common/languages';
import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface DemoBookedValues extends Record<string, string> {
  name: string;
  course: string;
  /** The batch's first day (06/01/2030) and its days and hours, empty when any batch will do. */
  date: string;
  time: string;
  institute: string;
  address: string;
  /** The institute's address in Hindi, empty when it has none. */
  addressHi: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

/** The date and time as the message reads them, "to be confirmed" when no batch was chosen. */
const when = (values: DemoBookedValues, language: Language) => {
  const open = language === 'hi' ? 'फ़ोन पर तय होगा' : 'to be confirmed by phone';
  return { date: values.date || open, time: values.time || open };
};

const place = (values: DemoBookedValues, language: Language) =>
  language === 'hi' ? values.addressHi || values.address : values.address;

export const demoBookedMail: MailInLanguages<DemoBookedValues> = {
  en: (values) => ({
    subject: `Your demo class of ${values.course} - ${values.institute}`,
    text: lines(
      greeting.en(values.name),
      '',
      `Your free demo class of ${values.course} is booked.`,
      '',
      `Date: ${when(values, 'en').date}`,
      `Time: ${when(values, 'en').time}`,
      `Place: ${place(values, 'en')}`,
      '',
      'We will call you to confirm the day and time.',
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `${values.course} की आपकी डेमो क्लास - ${values.institute}`,
    text: lines(
      greeting.hi(values.name),
      '',
      `${values.course} की आपकी मुफ़्त डेमो क्लास बुक हो गई है।`,
      '',
      `तारीख़: ${when(values, 'hi').date}`,
      `समय: ${when(values, 'hi').time}`,
      `जगह: ${place(values, 'hi')}`,
      '',
      'दिन और समय पक्का करने के लिए हम आपको फ़ोन करेंगे।',
      '',
      values.institute,
    ),
  }),
};

/** A visitor's confirmation of the demo class they booked on a course page. */
export const demoBooked: NotificationTemplate<DemoBookedValues> = {
  purpose: 'transactional',
  email: demoBookedMail,
  whatsapp: {
    en: (values) =>
      `Hello ${values.name}, your free demo class of ${values.course} at ${values.institute} is booked. ` +
      `Date: ${when(values, 'en').date}. Time: ${when(values, 'en').time}. Place: ${place(values, 'en')}. ` +
      'We will call you to confirm.',
    hi: (values) =>
      `नमस्ते ${values.name}, ${values.institute} में ${values.course} की आपकी मुफ़्त डेमो क्लास बुक हो गई है। ` +
      `तारीख़: ${when(values, 'hi').date}। समय: ${when(values, 'hi').time}। जगह: ${place(values, 'hi')}। ` +
      'पक्का करने के लिए हम आपको फ़ोन करेंगे।',
  },
  sms: {
    en: (values) =>
      `Dear ${values.name}, your demo class of ${values.course} is booked for ${when(values, 'en').date}, ` +
      `${when(values, 'en').time} at ${place(values, 'en')}. - ${values.institute}`,
    hi: (values) =>
      `प्रिय ${values.name}, ${values.course} की आपकी डेमो क्लास ${when(values, 'hi').date}, ` +
      `${when(values, 'hi').time} को ${place(values, 'hi')} में बुक है। - ${values.institute}`,
  },
  parameters: (values, language) => [
    values.name,
    values.course,
    when(values, language).date,
    when(values, language).time,
    place(values, language),
  ],
};
