import { greeting, type MailInLanguages } from '#server/services/mail';
import type { NotificationTemplate } from './template';

export interface PaymentRecordedValues extends Record<string, string> {
  name: string;
  course: string;
  /** ₹ with Indian grouping. */
  amount: string;
  /** Where the receipts and invoices are: My Learning. */
  link: string;
  institute: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

export const paymentRecordedMail: MailInLanguages<PaymentRecordedValues> = {
  en: (values) => ({
    subject: `Payment received: ${values.course} - ${values.institute}`,
    text: lines(
      greeting.en(values.name),
      '',
      `We have received your payment of ${values.amount} for ${values.course}. Thank you.`,
      `Your receipt: ${values.link}`,
      '',
      values.institute,
    ),
  }),
  hi: (values) => ({
    subject: `पेमेंट मिल गया: ${values.course} - ${values.institute}`,
    text: lines(
      greeting.hi(values.name),
      '',
      `${values.course} के लिए आपका ${values.amount} का पेमेंट हमें मिल गया है। धन्यवाद।`,
      `आपकी रसीद: ${values.link}`,
      '',
      values.institute,
    ),
  }),
};

/**
 * A payment recorded (online or at the front desk), with the link to its receipt. The e-mail
 * with the receipt attached is sent by the payments feature itself; this goes to the phone.
 */
export const paymentRecorded: NotificationTemplate<PaymentRecordedValues> = {
  purpose: 'transactional',
  email: paymentRecordedMail,
  whatsapp: {
    en: (values) =>
      `Hello ${values.name}, we have received your payment of ${values.amount} for ${values.course}. ` +
      `Thank you. Your receipt: ${values.link} - ${values.institute}`,
    hi: (values) =>
      `नमस्ते ${values.name}, ${values.course} के लिए आपका ${values.amount} का पेमेंट हमें मिल गया है। ` +
      `धन्यवाद। आपकी रसीद: ${values.link} - ${values.institute}`,
  },
  sms: {
    en: (values) =>
      `Dear ${values.name}, payment of ${values.amount} received for ${values.course}. Receipt: ${values.link} - ${values.institute}`,
    hi: (values) =>
      `प्रिय ${values.name}, ${values.course} के लिए ${values.amount} का पेमेंट मिल गया। रसीद: ${values.link} - ${values.institute}`,
  },
  parameters: (values) => [values.name, values.amount, values.course, values.link],
};
